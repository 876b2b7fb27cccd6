import { StrictMode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routerReady, routes } from '@/app/router';
import { sessionKey, VISITOR_SESSION } from '@/lib/session';

/**
 * prerender renders the page at path as a first-time visitor's browser first renders it:
 * no session, nothing stored, no data yet. The build writes the home page's HTML with it
 * (scripts/prerender.mjs); the server puts it in the page for such visitors, and the app
 * hydrates it (main.tsx) instead of painting only once its JavaScript has run.
 */
export async function prerender(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router, 10_000);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, VISITOR_SESSION);
  // react-dom/static waits for every lazy part (toasts, menu) to load, so the HTML is
  // complete: nothing is left for the browser to render afresh when it hydrates.
  const { prelude } = await renderStatic(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // Timers of the cache (garbage collection after minutes) would keep the build's
  // process alive long after the page is written.
  queryClient.clear();
  router.dispose();
  return html;
}
