import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { readString, writeString } from '@/lib/storage';
import {
  consumeDeferredInstallPrompt,
  getDeferredInstallPrompt,
  subscribeInstallEvents,
} from '@/features/pwa/install-events';
import {
  canShowInstallPrompt,
  detectPlatform,
  INSTALL_PROMPT_DISMISSED_KEY,
  INSTALL_PROMPT_LAST_SHOWN_KEY,
  installPromptDelay,
  PWA_INSTALLED_KEY,
  type InstallPlatform,
} from '@/features/pwa/install-prompt-rules';

function isStandalone(): boolean {
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneMedia || iosStandalone;
}

function isInstalled(): boolean {
  return isStandalone() || readString(PWA_INSTALLED_KEY) === '1';
}

function readLastShown(): number | null {
  const value = Number(readString(INSTALL_PROMPT_LAST_SHOWN_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function dismissForSession() {
  writeString(INSTALL_PROMPT_DISMISSED_KEY, '1', 'session');
}

type Mode = 'native' | 'ios';

// The panel is loaded when it is to be shown, not with every first visit.
const InstallPromptPanel = lazy(async () => ({
  default: (await import('@/features/pwa/install-prompt-panel')).InstallPromptPanel,
}));

/**
 * InstallPrompt offers installing the app: 'Install Sekarang' where the browser allows it
 * (Android, desktop), a three-step guide 'Cara Install' on iOS.
 */
export function InstallPrompt() {
  const [mode, setMode] = useState<Mode | null>(null);
  const titleId = useId();

  useEffect(() => {
    const platform: InstallPlatform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
    let unsubscribe: (() => void) | undefined;

    // Returns true once decided (shown, or not allowed); false while waiting for the browser's offer.
    const tryShow = (): boolean => {
      const allowed = canShowInstallPrompt({
        platform,
        now: Date.now(),
        lastShownAt: readLastShown(),
        dismissedThisSession: readString(INSTALL_PROMPT_DISMISSED_KEY, 'session') === '1',
        installed: isInstalled(),
      });
      if (!allowed) return true;
      if (platform === 'ios' || getDeferredInstallPrompt()) {
        writeString(INSTALL_PROMPT_LAST_SHOWN_KEY, String(Date.now()));
        setMode(platform === 'ios' ? 'ios' : 'native');
        return true;
      }
      return false;
    };

    const timer = setTimeout(() => {
      if (tryShow()) return;
      unsubscribe = subscribeInstallEvents(() => {
        if (tryShow()) unsubscribe?.();
      });
    }, installPromptDelay(platform));

    // Hide when the app gets installed some other way (browser menu).
    const unsubscribeInstalled = subscribeInstallEvents(() => {
      if (isInstalled()) setMode(null);
    });

    return () => {
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribeInstalled();
    };
  }, []);

  if (mode === null) return null;

  const close = () => {
    dismissForSession();
    setMode(null);
  };

  const install = async () => {
    const offer = consumeDeferredInstallPrompt();
    setMode(null);
    if (!offer) return;
    await offer.prompt();
    const choice = await offer.userChoice;
    if (choice.outcome === 'accepted') writeString(PWA_INSTALLED_KEY, '1');
    else dismissForSession();
  };

  return (
    <Suspense fallback={null}>
      <InstallPromptPanel mode={mode} titleId={titleId} close={close} install={() => void install()} />
    </Suspense>
  );
}
