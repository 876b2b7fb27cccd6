import { isApiError } from '@/lib/api-client';
import { readJson, removeItem, writeJson } from '@/lib/storage';

// The last answers the user saw, kept in browser storage so that the app stays readable
// without a connection (at the masjid, on a weak signal): the session, the home list's first
// page and every session page opened, each with when it was fetched. They are read only when
// the network fails; a fresh answer always wins.

const PREFIX = 'kajian_offline_';
const INDEX = `${PREFIX}index`;

/** At most this many copies are kept; the least recently saved go first. */
export const MAX_OFFLINE_COPIES = 40;

export interface OfflineCopy<T> {
  /** When the answer was fetched (ms since the epoch). */
  savedAt: number;
  data: T;
}

/** saveOfflineCopy keeps data under key, dropping the oldest copies beyond the bound. */
export function saveOfflineCopy(key: string, data: unknown, now: number = Date.now()): void {
  const index = (readJson<string[]>(INDEX) ?? []).filter((k) => k !== key);
  index.push(key);
  while (index.length > MAX_OFFLINE_COPIES) {
    const old = index.shift();
    if (old !== undefined) removeItem(PREFIX + old);
  }
  writeJson(PREFIX + key, { savedAt: now, data } satisfies OfflineCopy<unknown>);
  writeJson(INDEX, index);
}

export function readOfflineCopy<T>(key: string): OfflineCopy<T> | undefined {
  const copy = readJson<OfflineCopy<T>>(PREFIX + key);
  return copy && typeof copy.savedAt === 'number' ? copy : undefined;
}

/** forgetOfflineCopies removes every copy (on sign-out: they hold the user's own answers). */
export function forgetOfflineCopies(): void {
  for (const key of readJson<string[]>(INDEX) ?? []) removeItem(PREFIX + key);
  removeItem(INDEX);
}

/** isOfflineError tells a failure to reach the server (no connection, timeout) from an answer. */
export function isOfflineError(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/**
 * withOfflineCopy runs fetch; a successful answer is kept under key, and when the server cannot
 * be reached the kept copy answers instead, marked with when it was fetched (offlineSince).
 */
export async function withOfflineCopy<T extends object>(
  key: string,
  fetch: () => Promise<T>,
): Promise<T & { offlineSince?: number }> {
  try {
    const data = await fetch();
    saveOfflineCopy(key, data);
    return data;
  } catch (error) {
    const copy = isOfflineError(error) ? readOfflineCopy<T>(key) : undefined;
    if (!copy) throw error;
    return { ...copy.data, offlineSince: copy.savedAt };
  }
}

/** offlineSince is when data was fetched, when it is a kept copy answering offline. */
export function offlineSince(data: object | undefined): number | undefined {
  if (!data || !('offlineSince' in data)) return undefined;
  return typeof data.offlineSince === 'number' ? data.offlineSince : undefined;
}
