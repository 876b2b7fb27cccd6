import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { JOURNAL_MESSAGES } from '../api/journal-api';

/**
 * useLeaveGuard asks 'Anda memiliki perubahan yang belum disimpan. Yakin ingin meninggalkan
 * halaman?' before in-app navigation to another path and before closing or reloading the
 * page, while dirty (content-side §4). release() lets the next navigation through without
 * asking: after a successful save the form moves on at once.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(JOURNAL_MESSAGES.leave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    // Browsers ask with their own wording when the event is cancelled.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!released.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
  return useCallback(() => {
    released.current = true;
  }, []);
}
