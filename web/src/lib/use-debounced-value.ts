import { useEffect, useState } from 'react';

/**
 * useDebouncedValue follows value once it has stayed the same for ms: a search box updates
 * its text (and the URL) at once, and the request waits until the typing pauses.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}
