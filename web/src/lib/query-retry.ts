import { isApiError } from '@/lib/api-client';
import { isOfflineError } from '@/lib/offline-copy';

/**
 * retryable is the app's retry rule for queries: a network or server failure is tried again at
 * most twice; a 4xx answer never (it would answer the same), nor anything while the device is
 * offline (the query would wait paused, showing its skeleton, until the connection returns).
 */
export function retryable(failureCount: number, error: unknown): boolean {
  if (isOfflineError(error) && !navigator.onLine) return false;
  const clientError = isApiError(error) && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < 2;
}
