import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { createAppRouter } from '@/app/router';
import { sessionFromPage, sessionKey } from '@/lib/session';

function createAppQueryClient() {
  const client = createQueryClient();
  const session = sessionFromPage();
  if (session) client.setQueryData(sessionKey, session);
  return client;
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
