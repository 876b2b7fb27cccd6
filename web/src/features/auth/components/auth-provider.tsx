import { useEffect, useState, type ReactNode } from 'react';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/lib/session';

/**
 * The loading screen ends by this time at the latest (spec: session wait 1 s, total 2 s).
 * Our one session call answers both the session and the profile, so the 1 s session wait
 * and the profile wait fold into this single deadline. The call itself keeps running
 * (30 s timeout) and the header updates when it answers; route guards wait for it.
 */
export const AUTH_LOADING_MAX_MS = 2000;

/**
 * AuthProvider restores the session at start (GET /api/v1/auth/session) and shows
 * 'Memuat aplikasi...' until it answers or the deadline passes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [deadlinePassed, setDeadlinePassed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDeadlinePassed(true);
    }, AUTH_LOADING_MAX_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  if (status === 'pending' && !deadlinePassed) return <FullScreenLoading />;
  return children;
}
