// The home page can arrive prerendered (internal/server/pages.go, entry-prerender.tsx); the
// app then hydrates it (main.tsx). While it does, components must render exactly what the
// prerender rendered: the prerender itself and the hydration render see isHydrating() true.

let hydrating = typeof window === 'undefined';

/** isHydrating reports whether this render is the prerender or the hydration of its page. */
export function isHydrating(): boolean {
  return hydrating;
}

/** setHydrating marks the start (main.tsx) and the end (the app's first effect) of hydration. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}
