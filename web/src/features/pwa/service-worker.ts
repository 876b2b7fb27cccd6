// Registers the service worker made by vite-plugin-pwa (/sw.js) and applies updates:
// a waiting update is told to skip waiting, 'Memperbarui...' shows, and the page reloads
// 300 ms later. The worker checks for updates hourly. workbox-window is imported statically:
// every page registers the worker, and inside the entry it costs less than as its own file.
import { Workbox } from 'workbox-window';

export const SW_UPDATE_CHECK_MS = 60 * 60 * 1000;
export const SW_RELOAD_DELAY_MS = 300;

let updating = false;
const listeners = new Set<() => void>();

function setUpdating(value: boolean) {
  updating = value;
  for (const listener of listeners) listener();
}

export function subscribeUpdating(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdating(): boolean {
  return updating;
}

export async function registerServiceWorker(
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    setUpdating(true);
    wb.messageSkipWaiting();
    window.setTimeout(reload, SW_RELOAD_DELAY_MS);
  });
  try {
    await wb.register();
  } catch {
    return; // the browser refused the worker (private modes, policies): the app works without it
  }
  window.setInterval(() => {
    void wb.update();
  }, SW_UPDATE_CHECK_MS);
}
