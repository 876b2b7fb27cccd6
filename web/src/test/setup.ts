import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor wait up to 15 s: a busy two-core machine renders slowly (a bound on failing, not a wait).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; sonner and the install prompt ask it.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as Partial<MediaQueryList> as MediaQueryList,
  });
}

// jsdom has no ResizeObserver; Radix radio groups measure their items with it.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  };
}

// jsdom does not scroll; React Router's ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  toast.dismiss(); // sonner keeps toasts in module state; start each test without any
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no layout; ProseMirror (the notes editor) asks which element is under a click.
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

// Timers due within a second that the code under test started (sonner removes a dismissed toast
// 200 ms later) must not fire after the file's jsdom is torn down, where React's setState throws
// 'window is not defined': the file's end waits until they have run (on a busy machine a file can
// end inside those 200 ms). Fake timers replace setTimeout while they are on, and are not counted.
const dueSoon = new Set<unknown>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const id: unknown = realSetTimeout(() => {
    dueSoon.delete(id);
    callback(...args);
  }, ms);
  if ((ms ?? 0) <= 1000) dueSoon.add(id);
  return id;
}) as typeof globalThis.setTimeout;
globalThis.clearTimeout = ((id?: Parameters<typeof clearTimeout>[0]) => {
  dueSoon.delete(id);
  realClearTimeout(id);
});

afterAll(async () => {
  const giveUp = Date.now() + 10_000; // a timer that keeps rescheduling itself must not hang the run
  while (dueSoon.size > 0 && Date.now() < giveUp) {
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
});
