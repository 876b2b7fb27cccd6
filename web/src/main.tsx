import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, FIRST_RENDER_WAIT_MS, routerReady } from '@/app/router';
import { storedLocationState } from '@/features/location/geolocation';
import { listenForInstallEvents } from '@/features/pwa/install-events';
import { registerServiceWorker } from '@/features/pwa/service-worker';
import { keepTypedSearch, setHydrating } from '@/lib/hydration';
import '@/index.css';

listenForInstallEvents();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render waits for the page's modules, which the server preloads with this entry
// (internal/server/pages.go), so the page paints once, complete, instead of a loading screen
// first; after FIRST_RENDER_WAIT_MS it renders anyway and the loading screen shows.
const router = createAppRouter();
const prerenderedSearch = root.querySelector<HTMLInputElement>('input[type="search"]');
if (prerenderedSearch) keepTypedSearch(prerenderedSearch);
void routerReady(router, FIRST_RENDER_WAIT_MS).then(() => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A first visit to the home page arrives prerendered: it shows before this script ran. The
  // app takes it over as it is (hydration, in a transition: in slices that leave the phone
  // responsive) when this browser would render the same, i.e. it has no location or panel
  // choice stored and is online; else it renders afresh.
  if (root.dataset.prerendered === 'home' && !storedLocationState() && navigator.onLine) {
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
});

// The service worker registers once the page has loaded, so it never competes with it; a
// prerendered page may have loaded before this script ran (start.js).
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker());
}
