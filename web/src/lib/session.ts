import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { currentPage, pageBoot } from '@/lib/boot';
import type { components } from '@/lib/api-types';
import { withOfflineCopy } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-keys';

// The signed-in session, shared by every feature (it lives in lib/ because features
// do not import each other). Served by GET /api/v1/auth/session.

/** Role is who the app is shown to; a trusted contributor ('kontributor') sees what a user sees. */
export type Role = 'visitor' | 'user' | 'admin';

export type SessionUser = components['schemas']['User'];
export type SessionProfile = components['schemas']['Profile'];
/** The answer of GET /api/v1/auth/session: user and profile, or nulls for a visitor. */
export type Session = components['schemas']['Session'];

export const VISITOR_SESSION: Session = { user: null, profile: null, google_enabled: false };

export const sessionKey = queryKeys.session;

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    // Read defensively: a server older than the app may answer less.
    const body = (await api.get('/auth/session', { signal })) as Partial<Session> | null;
    return {
      user: body?.user ?? null,
      profile: body?.user ? (body.profile ?? null) : null,
      google_enabled: body?.google_enabled ?? false,
    };
  } catch (error) {
    // No session endpoint yet (404) or no valid cookie (401): a visitor.
    if (isApiError(error) && (error.status === 401 || error.status === 404)) return VISITOR_SESSION;
    throw error;
  }
}

/**
 * sessionFromPage is the session the server put in the page for the first render
 * (internal/server/pages.go), so the app starts without waiting for the session call;
 * undefined when the page has none (served by the service worker) or it is unreadable.
 */
export function sessionFromPage(doc: Document | undefined = currentPage()): Session | undefined {
  const session = pageBoot(doc).session as Partial<Session> | null | undefined;
  if (!session || typeof session !== 'object') return undefined;
  const { user = null, profile = null, google_enabled = false } = session;
  return { user, profile: user ? profile : null, google_enabled };
}

export const sessionQueries = {
  current: () =>
    queryOptions({
      queryKey: sessionKey,
      // Without a connection the last session answers, so the app starts and reads its copies.
      queryFn: ({ signal }) => withOfflineCopy('session', () => fetchSession(signal)),
      networkMode: 'offlineFirst',
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
  /** A trusted contributor: their postings are published at once (the server decides). */
  isContributor: boolean;
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
    isContributor: session.profile?.role === 'kontributor',
    displayName: displayNameOf(session),
  };
}
