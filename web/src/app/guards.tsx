import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';

export const ADMIN_ONLY_MESSAGE = 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.';

/** What /auth receives from a guard: the page the visitor wanted (also in ?next=). */
export interface AuthRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function GuardPending() {
  return <LoadingState className="py-16" />;
}

function ToSignIn() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}${location.hash}`;
  const state: AuthRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} state={state} replace />;
}

/** RequireAuth lets signed-in users through and sends visitors to /auth, remembering the origin. */
export function RequireAuth() {
  const { status, isSignedIn } = useSession();
  if (status === 'pending') return <GuardPending />;
  if (!isSignedIn) return <ToSignIn />;
  return <Outlet />;
}

function DeniedToHome() {
  useEffect(() => {
    notify.error(ADMIN_ONLY_MESSAGE, { id: 'admin-only' });
  }, []);
  return <Navigate to="/" replace />;
}

/**
 * RequireAdmin lets admins through, sends visitors to /auth (remembering the origin) and
 * signed-in non-admins home with 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.'
 */
export function RequireAdmin() {
  const { status, isSignedIn, isAdmin } = useSession();
  if (status === 'pending') return <GuardPending />;
  if (!isSignedIn) return <ToSignIn />;
  if (!isAdmin) return <DeniedToHome />;
  return <Outlet />;
}
