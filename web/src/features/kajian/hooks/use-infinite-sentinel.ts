import { useEffect, useRef } from 'react';

/** Spec §9: the next page loads when the sentinel is 10% visible, 100 px ahead. */
export const SENTINEL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '100px' };

/**
 * useInfiniteSentinel calls onVisible whenever the returned element scrolls into view. A new
 * version (the number of pages loaded) observes afresh, so a sentinel still in view after a
 * short page loads the next one too.
 */
export function useInfiniteSentinel<T extends Element>(onVisible: () => void, enabled: boolean, version = 0) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, SENTINEL_OPTIONS);
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, version]);
  return ref;
}
