import { useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { setHydrating } from '@/lib/hydration';
import { sessionFromPage, sessionKey } from '@/lib/session';

function createAppQueryClient() {
  const client = createQueryClient();
  const session = sessionFromPage();
  if (session) client.setQueryData(sessionKey, session);
  return client;
}

export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => {
    setHydrating(false); // the first render, hydrating or not, is done
    // From here taps reach React: a prerendered button tapped earlier did nothing. Browser tests
    // wait for this mark before they tap.
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
