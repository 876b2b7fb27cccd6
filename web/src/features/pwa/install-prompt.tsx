import { Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
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
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-emerald-200 bg-white p-4 shadow-xl sm:right-4 sm:left-auto"
    >
      <button
        type="button"
        onClick={close}
        aria-label="Tutup"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      <div className="flex gap-3 pr-10">
        <BrandLogo className="size-12" />
        <div>
          <h2 id={titleId} className="font-semibold text-stone-900">
            {mode === 'ios' ? 'Cara Install' : 'Install Kajian Kita'}
          </h2>
          <p className="text-sm text-stone-600">
            {mode === 'ios'
              ? 'Pasang Kajian Kita di layar utama iPhone atau iPad Anda:'
              : 'Pasang aplikasi di layar utama untuk membuka jadwal kajian lebih cepat.'}
          </p>
        </div>
      </div>
      {mode === 'ios' ? (
        <>
          <ol className="mt-3 flex flex-col gap-2 text-sm text-stone-800">
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                1
              </span>
              <span>
                Ketuk tombol <strong>Bagikan</strong>{' '}
                <Share aria-label="(ikon Bagikan)" className="inline size-4 align-text-bottom" /> di
                Safari.
              </span>
            </li>
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                2
              </span>
              <span>
                Pilih <strong>Tambah ke Layar Utama</strong>{' '}
                <SquarePlus aria-hidden className="inline size-4 align-text-bottom" />.
              </span>
            </li>
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                3
              </span>
              <span>
                Ketuk <strong>Tambah</strong> di pojok kanan atas.
              </span>
            </li>
          </ol>
          <Button variant="secondary" className="mt-3 w-full" onClick={close}>
            Mengerti
          </Button>
        </>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button className="flex-1" onClick={install}>
            Install Sekarang
          </Button>
          <Button variant="ghost" onClick={close}>
            Nanti Saja
          </Button>
        </div>
      )}
    </div>
  );
}
