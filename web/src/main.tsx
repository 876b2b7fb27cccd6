import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, FIRST_RENDER_WAIT_MS, routerReady } from '@/app/router';
import { listenForInstallEvents } from '@/features/pwa/install-events';
import { registerServiceWorker } from '@/features/pwa/service-worker';
import '@/index.css';

listenForInstallEvents();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the page's modules, which the server preloads with this entry
// (internal/server/pages.go), so the page paints once, complete, instead of a loading screen
// first; after FIRST_RENDER_WAIT_MS it renders anyway and the loading screen shows.
const router = createAppRouter();
void routerReady(router, FIRST_RENDER_WAIT_MS).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void registerServiceWorker();
  });
}
