import { notify } from '@/components/ui/toaster';
import { PRODUCT_NAME } from '@/lib/use-document-title';

// The welcome toast, once per browser session and account (spec §4).

/** A confirmation this recent greets with the e-mail-verified welcome (spec §9: 60 s). */
export const WELCOME_VERIFIED_WINDOW_MS = 60_000;

const WELCOMED_KEY = 'kajian_welcomed';

export type SignInMethod = 'password' | 'google';

/** welcomeMessage picks the welcome text for a sign-in at `now`. */
export function welcomeMessage(options: {
  method: SignInMethod;
  emailConfirmedAt: string | null | undefined;
  now: number;
}): string {
  const confirmed = options.emailConfirmedAt ? Date.parse(options.emailConfirmedAt) : NaN;
  if (!Number.isNaN(confirmed) && options.now - confirmed < WELCOME_VERIFIED_WINDOW_MS) {
    return `Email berhasil diverifikasi! Selamat datang di ${PRODUCT_NAME}.`;
  }
  return options.method === 'google' ? 'Berhasil masuk dengan Google!' : 'Berhasil masuk!';
}

function welcomed(): string | null {
  try {
    return window.sessionStorage.getItem(WELCOMED_KEY);
  } catch {
    return null;
  }
}

/**
 * announceWelcome shows the welcome toast unless this account was already welcomed in this
 * browser session; it returns whether it did.
 */
export function announceWelcome(options: {
  userId: string;
  method: SignInMethod;
  emailConfirmedAt: string | null | undefined;
  now?: number;
}): boolean {
  if (welcomed() === options.userId) return false;
  try {
    window.sessionStorage.setItem(WELCOMED_KEY, options.userId);
  } catch {
    // Private mode without storage: the toast may show again, which is harmless.
  }
  notify.success(welcomeMessage({ ...options, now: options.now ?? Date.now() }), { id: 'welcome' });
  return true;
}

/** forgetWelcome lets the next sign-in in this browser session be welcomed again. */
export function forgetWelcome(): void {
  try {
    window.sessionStorage.removeItem(WELCOMED_KEY);
  } catch {
    // Nothing to forget.
  }
}
