import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

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
