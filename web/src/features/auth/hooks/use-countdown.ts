import { useCallback, useEffect, useState } from 'react';

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * useCountdown counts whole seconds down to zero, once a second; start(n) begins at n.
 * It counts against the clock, so a throttled background tab still ends on time. Given
 * `initialEndsAt` (ms since the epoch), it is already counting down to it on the first render.
 */
export function useCountdown(initialEndsAt?: number | null): {
  remaining: number;
  start: (seconds: number) => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialEndsAt && secondsLeft(initialEndsAt) > 0 ? initialEndsAt : null,
  );
  const [remaining, setRemaining] = useState(() => (initialEndsAt ? secondsLeft(initialEndsAt) : 0));

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, start };
}
