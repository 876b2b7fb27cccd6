import { describe, expect, it } from 'vitest';
import {
  canShowInstallPrompt,
  detectPlatform,
  installPromptDelay,
  type InstallPromptState,
} from '@/features/pwa/install-prompt-rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = Date.UTC(2025, 4, 5, 12, 0, 0);

function state(overrides: Partial<InstallPromptState>): InstallPromptState {
  return {
    platform: 'other',
    now,
    lastShownAt: null,
    dismissedThisSession: false,
    installed: false,
    ...overrides,
  };
}

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 0, 'other'],
    ['Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 5, 'other'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 0, 'other'],
  ] as const)('%s (%i touch points) is %s', (ua, touch, expected) => {
    expect(detectPlatform(ua, touch)).toBe(expected);
  });
});

describe('installPromptDelay', () => {
  it('waits 2 s on Android and desktop, 5 s on iOS', () => {
    expect(installPromptDelay('other')).toBe(2000);
    expect(installPromptDelay('ios')).toBe(5000);
  });
});

describe('canShowInstallPrompt', () => {
  it('shows when never shown before', () => {
    expect(canShowInstallPrompt(state({}))).toBe(true);
    expect(canShowInstallPrompt(state({ platform: 'ios' }))).toBe(true);
  });

  it('waits 3 days after it was shown on Android and desktop', () => {
    expect(canShowInstallPrompt(state({ lastShownAt: now - 3 * DAY + 1 }))).toBe(false);
    expect(canShowInstallPrompt(state({ lastShownAt: now - 3 * DAY }))).toBe(true);
  });

  it('waits 7 days after it was shown on iOS', () => {
    expect(canShowInstallPrompt(state({ platform: 'ios', lastShownAt: now - 3 * DAY }))).toBe(false);
    expect(canShowInstallPrompt(state({ platform: 'ios', lastShownAt: now - 7 * DAY + 1 }))).toBe(false);
    expect(canShowInstallPrompt(state({ platform: 'ios', lastShownAt: now - 7 * DAY }))).toBe(true);
  });

  it('never shows after a dismissal in the same session', () => {
    expect(canShowInstallPrompt(state({ dismissedThisSession: true }))).toBe(false);
    expect(
      canShowInstallPrompt(state({ dismissedThisSession: true, lastShownAt: now - 30 * DAY })),
    ).toBe(false);
  });

  it('never shows once installed', () => {
    expect(canShowInstallPrompt(state({ installed: true }))).toBe(false);
    expect(canShowInstallPrompt(state({ platform: 'ios', installed: true }))).toBe(false);
  });
});
