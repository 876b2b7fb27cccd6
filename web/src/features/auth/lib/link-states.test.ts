import { describe, expect, it } from 'vitest';
import {
  cooldownEndsAt,
  isJustConfirmed,
  linkErrorFrom,
  resetFailureState,
  safeNext,
  verificationSentAt,
  verifyFailureState,
} from '@/features/auth/lib/link-states';

describe('verify-email failure states (spec §4)', () => {
  it.each([
    [{ error: 'access_denied' }, 'expired'],
    [{ code: 'otp_expired' }, 'expired'],
    [{ code: 'token_expired' }, 'expired'],
    [{ code: 'token_invalid' }, 'expired'],
    [{ description: 'Email link is invalid or has expired' }, 'expired'],
    [{ description: 'bad token' }, 'expired'],
    [{ code: 'network_error' }, 'error'],
    [{ error: 'server_error', description: 'boom' }, 'error'],
  ])('%o is %s', (e, want) => {
    expect(verifyFailureState(e)).toBe(want);
  });
});

describe('reset-password failure states (spec §4)', () => {
  it.each([
    [{ error: 'access_denied' }, 'expired'],
    [{ error: 'link expired' }, 'expired'],
    [{ description: 'Token has expired' }, 'expired'],
    [{ code: 'token_expired' }, 'expired'],
    [{ code: 'token_invalid' }, 'expired'],
    [{ description: 'invalid request' }, 'error'],
    [{ code: 'timeout' }, 'error'],
  ])('%o is %s', (e, want) => {
    expect(resetFailureState(e)).toBe(want);
  });
});

describe('linkErrorFrom', () => {
  it('reads the error from the query or the hash', () => {
    expect(linkErrorFrom(new URLSearchParams('error=access_denied'), '')).toEqual({
      error: 'access_denied',
      code: null,
      description: null,
    });
    expect(linkErrorFrom(new URLSearchParams(), '#error_code=otp_expired&error_description=expired')).toEqual({
      error: null,
      code: 'otp_expired',
      description: 'expired',
    });
    expect(linkErrorFrom(new URLSearchParams('email=a@b.id&token=x'), '')).toBeNull();
  });
});

describe('isJustConfirmed: the 120 s window', () => {
  const at = Date.parse('2026-11-22T05:00:00Z');
  it.each([
    [0, true],
    [119_999, true],
    [120_000, false],
    [3_600_000, false],
  ])('%i ms after confirming: %s', (ms, want) => {
    expect(isJustConfirmed('2026-11-22T05:00:00Z', at + ms)).toBe(want);
  });
  it('is false without a confirmation', () => {
    expect(isJustConfirmed(null, at)).toBe(false);
  });
});

describe('safeNext', () => {
  it.each([
    ['/profile', '/profile'],
    ['/kajian/2026-11-24-x?tab=1#a', '/kajian/2026-11-24-x?tab=1#a'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/auth', '/'],
    ['/auth?next=/x', '/'],
  ])('%s → %s', (next, want) => {
    expect(safeNext(next)).toBe(want);
  });
});

describe('the resend cooldown sign-up leaves for /verify-email', () => {
  it('reads when the e-mail was sent from the navigation state, and nothing else', () => {
    expect(verificationSentAt({ verificationSentAt: 1_000 })).toBe(1_000);
    expect(verificationSentAt(null)).toBeNull();
    expect(verificationSentAt({ from: { pathname: '/' } })).toBeNull();
    expect(verificationSentAt({ verificationSentAt: 'kemarin' })).toBeNull();
  });

  it('ends 60 s after the e-mail', () => {
    expect(cooldownEndsAt(1_000)).toBe(61_000);
    expect(cooldownEndsAt(null)).toBeNull();
  });
});
