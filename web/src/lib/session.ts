import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

// The signed-in session, shared by every feature (it lives in lib/ because features
// do not import each other). Served by GET /api/v1/auth/session.

export type Role = 'visitor' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  email_verified_at: string | null;
}

export interface SessionProfile {
  id: string;
  full_name: string;
  phone: string | null;
  role: 'user' | 'admin';
  manual_location_city?: string | null;
  manual_location_display_name?: string | null;
  manual_location_latitude?: number | null;
  manual_location_longitude?: number | null;
  manual_location_updated_at?: string | null;
}

export interface Session {
  user: SessionUser | null;
  profile: SessionProfile | null;
}

export const VISITOR_SESSION: Session = { user: null, profile: null };

export const sessionKey = ['session'] as const;

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    const body = await api.get<Partial<Session> | null>('/auth/session', { signal });
    return { user: body?.user ?? null, profile: body?.user ? (body.profile ?? null) : null };
  } catch (error) {
    // No session endpoint yet (404) or no valid cookie (401): a visitor.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return VISITOR_SESSION;
    throw error;
  }
}

export const sessionQueries = {
  current: () =>
    queryOptions({
      queryKey: sessionKey,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: 5 * 60_000,
      gcTime: Infinity,
      // Start-up must not wait for retries; a failed first call counts as a visitor.
      retry: false,
    }),
};

export function roleOf(session: Session): Role {
  if (!session.user) return 'visitor';
  return session.profile?.role === 'admin' ? 'admin' : 'user';
}

/** displayNameOf is the name greeted in the header: the profile's name, else the e-mail's local part. */
export function displayNameOf(session: Session): string {
  const name = session.profile?.full_name.trim();
  if (name) return name;
  return session.user?.email.split('@')[0] ?? '';
}

export interface SessionState {
  /** 'pending' until the first answer (or failure) of the session call. */
  status: 'pending' | 'ready';
  session: Session;
  role: Role;
  isSignedIn: boolean;
  isAdmin: boolean;
  displayName: string;
}

/**
 * useSession reads the current session. A failed call (network, server error) with no
 * earlier answer counts as a visitor; a failed refetch keeps the last known session.
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueries.current());
  const session = query.data ?? VISITOR_SESSION;
  const role = roleOf(session);
  return {
    status: query.isPending ? 'pending' : 'ready',
    session,
    role,
    isSignedIn: role !== 'visitor',
    isAdmin: role === 'admin',
    displayName: displayNameOf(session),
  };
}
