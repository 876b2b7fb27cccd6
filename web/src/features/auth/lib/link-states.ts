import { isApiError } from '@/lib/api-client';

// The states of the pages opened from e-mailed links (spec §4).

/** The verification page waits this long on success before going home (spec §9: 3 s). */
export const REDIRECT_DELAY_MS = 3000;
/** A confirmation this recent still shows the success state (spec §9: 120 s). */
export const JUST_CONFIRMED_WINDOW_MS = 120_000;
/** The wait between two verification e-mails (spec §9: 60 s). */
export const RESEND_COOLDOWN_S = 60;

/**
 * The navigation state sign-up leaves for /verify-email: when it sent the first verification
 * e-mail (ms since the epoch), which starts the resend cooldown there as the server does.
 */
export interface VerifyEmailNavState {
  verificationSentAt?: number;
}

/** verificationSentAt reads VerifyEmailNavState from a location's state, if it is one. */
export function verificationSentAt(state: unknown): number | null {
  const at = (state as VerifyEmailNavState | null)?.verificationSentAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** cooldownEndsAt is when the resend cooldown started by an e-mail sent at `sentAt` ends. */
export function cooldownEndsAt(sentAt: number | null | undefined): number | null {
  return sentAt ? sentAt + RESEND_COOLDOWN_S * 1000 : null;
}

export type VerifyState = 'pending' | 'success' | 'expired' | 'error';
/** 'missing' is a reset page opened without a link's token (typed, or a mail app cut the link). */
export type ResetState = 'checking' | 'form' | 'success' | 'missing' | 'expired' | 'error';

export interface LinkError {
  error?: string | null;
  code?: string | null;
  description?: string | null;
}

/**
 * verifyFailureState: expired when the error is access_denied, the code otp_expired (or the
 * server's token_expired / token_invalid), or the description mentions expired, invalid or
 * token; error otherwise.
 */
export function verifyFailureState(e: LinkError): 'expired' | 'error' {
  if (e.error === 'access_denied') return 'expired';
  if (e.code && ['otp_expired', 'token_expired', 'token_invalid'].includes(e.code)) return 'expired';
  if (e.description && /expired|invalid|token/i.test(e.description)) return 'expired';
  return 'error';
}

/** resetFailureState: expired when the error is access_denied or mentions expired; error otherwise. */
export function resetFailureState(e: LinkError): 'expired' | 'error' {
  if (e.error === 'access_denied') return 'expired';
  if (e.code && ['otp_expired', 'token_expired', 'token_invalid'].includes(e.code)) return 'expired';
  if ([e.error, e.description].some((text) => text && /expired/i.test(text))) return 'expired';
  return 'error';
}

/** linkErrorFrom reads the error a link arrived with, from its query or hash (Supabase style). */
export function linkErrorFrom(search: URLSearchParams, hash: string): LinkError | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => search.get(key) ?? fromHash.get(key);
  const error = get('error');
  const code = get('error_code');
  const description = get('error_description');
  if (!error && !code && !description) return null;
  return { error, code, description };
}

/** apiLinkError turns a failed call into the shape the state rules read. */
export function apiLinkError(error: unknown): LinkError {
  if (isApiError(error)) return { code: error.code, description: error.code };
  return { code: 'unknown' };
}

/** isJustConfirmed reports whether an address confirmed at `confirmedAt` still counts as new at `now`. */
export function isJustConfirmed(confirmedAt: string | null | undefined, now: number): boolean {
  if (!confirmedAt) return false;
  const at = Date.parse(confirmedAt);
  return !Number.isNaN(at) && now - at < JUST_CONFIRMED_WINDOW_MS;
}

/** safeNext keeps a redirect target inside the app: a path, never another site or /auth itself. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return '/';
  return next;
}
