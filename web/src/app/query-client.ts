import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { retryable } from '@/lib/query-retry';
import { sessionKey } from '@/lib/session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown as an error toast when the query fails (e.g. 'Gagal memuat daftar kajian. Silakan coba lagi.'). */
      errorMessage?: string;
    };
  }
}

/** Spec §9: default cache 5 minutes. */
export const DEFAULT_STALE_MS = 5 * 60_000;



/**
 * createQueryClient makes the app's QueryClient: 5-minute cache, at most two retries for
 * network and server failures (never for 4xx, never offline), error toasts from query meta, and a
 * session refresh when any call answers 401 (the route guards then send the user to /auth).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A refused request (400: a search over the length limit) says what to change in the
        // server's words; the query's own message is for failures the user cannot fix.
        const refused = isApiError(error) && error.status === 400 && error.message !== '';
        if (query.meta?.errorMessage) notify.error(refused ? error.message : query.meta.errorMessage);
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== sessionKey[0]) {
          void client.invalidateQueries({ queryKey: sessionKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          void client.invalidateQueries({ queryKey: sessionKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        gcTime: DEFAULT_STALE_MS,
        retry: retryable,
      },
    },
  });
  return client;
}
