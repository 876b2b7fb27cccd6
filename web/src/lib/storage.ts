// Browser storage that never throws (private mode, full quota, disabled storage)
// and entries that expire.

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working without remembering.
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Ignored on purpose, as above.
  }
}

// The caller names the stored shape; storage cannot check it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeString(key, JSON.stringify(value), kind);
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** writeWithExpiry stores value under key until now + ttlMs. */
export function writeWithExpiry(
  key: string,
  value: unknown,
  ttlMs: number,
  now: number = Date.now(),
  kind: Area = 'local',
): void {
  writeJson(key, { value, expiresAt: now + ttlMs } satisfies Expiring<unknown>, kind);
}

/** readWithExpiry returns the stored value, or null (removing it) once it has expired. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function readWithExpiry<T>(key: string, now: number = Date.now(), kind: Area = 'local'): T | null {
  const entry = readJson<Partial<Expiring<T>>>(key, kind);
  if (entry?.expiresAt === undefined || !('value' in entry)) return null;
  if (now >= entry.expiresAt) {
    removeItem(key, kind);
    return null;
  }
  return entry.value ?? null;
}
