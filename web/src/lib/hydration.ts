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

let typedSearch = '';

/**
 * keepTypedSearch remembers what is typed into the prerendered page's search box before the app
 * takes the page over (main.tsx): hydration sets the box to the app's state, which is empty.
 */
export function keepTypedSearch(box: HTMLInputElement): void {
  typedSearch = box.value;
  box.addEventListener('input', () => {
    if (hydrating) typedSearch = box.value;
  });
}

/** takeTypedSearch returns, once, what keepTypedSearch kept (the home page's first effect). */
export function takeTypedSearch(): string {
  const typed = typedSearch;
  typedSearch = '';
  return typed;
}
