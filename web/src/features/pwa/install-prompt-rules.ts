// When the install prompt may appear (spec §4 App-level, §9): 2 s after load (5 s on iOS);
// not again for 3 days (7 days on iOS) after it was shown; never after a dismissal in the
// same session, nor once the app is installed. Pure functions: the component supplies time.

export type InstallPlatform = 'ios' | 'other';

const DAY_MS = 24 * 60 * 60 * 1000;

export const INSTALL_PROMPT_DELAY_MS: Record<InstallPlatform, number> = { other: 2000, ios: 5000 };
export const INSTALL_PROMPT_COOLDOWN_MS: Record<InstallPlatform, number> = {
  other: 3 * DAY_MS,
  ios: 7 * DAY_MS,
};

/** Storage keys: last shown (localStorage, epoch ms), dismissed (sessionStorage), installed (localStorage). */
export const INSTALL_PROMPT_LAST_SHOWN_KEY = 'install_prompt_last_shown';
export const INSTALL_PROMPT_DISMISSED_KEY = 'install_prompt_dismissed';
export const PWA_INSTALLED_KEY = 'pwa_installed';

/** detectPlatform tells iPhone, iPod and iPad (iPadOS reports itself as a Mac with touch) from the rest. */
export function detectPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

export interface InstallPromptState {
  platform: InstallPlatform;
  now: number;
  /** When the prompt was last shown (epoch ms), or null if never. */
  lastShownAt: number | null;
  dismissedThisSession: boolean;
  installed: boolean;
}

/** canShowInstallPrompt says whether the prompt may appear now, delay aside. */
export function canShowInstallPrompt(state: InstallPromptState): boolean {
  if (state.installed || state.dismissedThisSession) return false;
  if (state.lastShownAt === null) return true;
  return state.now - state.lastShownAt >= INSTALL_PROMPT_COOLDOWN_MS[state.platform];
}

/** installPromptDelay is how long after load the prompt waits before appearing. */
export function installPromptDelay(platform: InstallPlatform): number {
  return INSTALL_PROMPT_DELAY_MS[platform];
}
