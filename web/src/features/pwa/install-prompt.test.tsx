import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumeDeferredInstallPrompt, listenForInstallEvents } from '@/features/pwa/install-events';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import {
  INSTALL_PROMPT_DISMISSED_KEY,
  INSTALL_PROMPT_LAST_SHOWN_KEY,
  PWA_INSTALLED_KEY,
} from '@/features/pwa/install-prompt-rules';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 5, 12, 0, 0);

function useUserAgent(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

/** Fires the browser's install offer, as Chromium does, and returns its prompt spy. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // The panel is a lazy chunk: let it arrive, as it would in the browser.
  await act(async () => {
    await import('./install-prompt-panel');
  });
}

beforeAll(() => {
  listenForInstallEvents();
});

beforeEach(() => {
  consumeDeferredInstallPrompt(); // the browser's offer is module state: none left from earlier tests
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('InstallPrompt on Android and desktop', () => {
  it('offers Install Sekarang 2 s after load, not before, and records when', async () => {
    useUserAgent(ANDROID);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    render(<InstallPrompt />);
    await advance(1999);
    expect(screen.queryByRole('button', { name: 'Install Sekarang' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Install Sekarang' })).toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_LAST_SHOWN_KEY)).toBe(String(START + 2000));
  });

  it('waits for the browser offer when it comes after the delay', async () => {
    useUserAgent(ANDROID);
    render(<InstallPrompt />);
    await advance(2000);
    expect(screen.queryByRole('button', { name: 'Install Sekarang' })).not.toBeInTheDocument();
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install Sekarang' })).toBeInTheDocument();
  });

  it('shows the browser dialog on Install Sekarang and remembers an accepted install', async () => {
    useUserAgent(ANDROID);
    const { prompt } = offerInstall('accepted');
    render(<InstallPrompt />);
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Install Sekarang' }));
    await advance(0);
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(PWA_INSTALLED_KEY)).toBe('1');
  });

  it('does not come back in the same session after Nanti Saja', async () => {
    useUserAgent(ANDROID);
    offerInstall();
    const first = render(<InstallPrompt />);
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Nanti Saja' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    // Even with the 3-day wait over, a new page in the same session stays quiet.
    vi.setSystemTime(START + 4 * DAY);
    render(<InstallPrompt />);
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away for 3 days after it was shown', async () => {
    useUserAgent(ANDROID);
    offerInstall();
    window.localStorage.setItem(INSTALL_PROMPT_LAST_SHOWN_KEY, String(START - 3 * DAY + 60_000));
    const early = render(<InstallPrompt />);
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    early.unmount();

    vi.setSystemTime(START + 60_000);
    render(<InstallPrompt />);
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Install Sekarang' })).toBeInTheDocument();
  });

  it('never shows when running as the installed app', async () => {
    useUserAgent(ANDROID);
    offerInstall();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as Partial<MediaQueryList> as MediaQueryList,
    );
    render(<InstallPrompt />);
    await advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides when the app gets installed from the browser menu', async () => {
    useUserAgent(ANDROID);
    offerInstall();
    render(<InstallPrompt />);
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Install Sekarang' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(PWA_INSTALLED_KEY)).toBe('1');
  });
});

describe('InstallPrompt on iOS', () => {
  it('never shows once installed', async () => {
    useUserAgent(IPHONE);
    window.localStorage.setItem(PWA_INSTALLED_KEY, '1');
    render(<InstallPrompt />);
    await advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the three-step guide Cara Install 5 s after load', async () => {
    useUserAgent(IPHONE);
    render(<InstallPrompt />);
    await advance(4999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Cara Install' });
    expect(dialog.querySelectorAll('ol > li')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Install Sekarang' })).not.toBeInTheDocument();
  });

  it('stays away for 7 days after it was shown', async () => {
    useUserAgent(IPHONE);
    window.localStorage.setItem(INSTALL_PROMPT_LAST_SHOWN_KEY, String(START - 4 * DAY));
    const early = render(<InstallPrompt />);
    await advance(6000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    early.unmount();

    window.localStorage.setItem(INSTALL_PROMPT_LAST_SHOWN_KEY, String(START - 7 * DAY));
    render(<InstallPrompt />);
    await advance(5000);
    expect(screen.getByRole('dialog', { name: 'Cara Install' })).toBeInTheDocument();
  });
});
