import { useSyncExternalStore } from 'react';

/** useMediaQuery follows a CSS media query, e.g. '(max-width: 639px)' for phones. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => {
        list.removeEventListener('change', notify);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
