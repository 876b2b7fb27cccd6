import { lazy, Suspense } from 'react';

// sonner is loaded right after the first render, outside the initial bundle: toasts only
// follow user actions or redirects, and sonner replays toasts raised before it mounted.
const loadSonner = () => import('sonner');
const Sonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Toast durations from the spec: 2 s for normal and success messages, 3 s for errors. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_ERROR_DURATION_MS = 3000;

export interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
  description?: string;
  duration?: number;
}

type Kind = 'success' | 'info' | 'message' | 'error';

function show(kind: Kind, message: string, options?: NotifyOptions): void {
  const duration = kind === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS;
  void loadSonner().then(({ toast }) => {
    const settings = { duration, ...options };
    if (kind === 'message') toast(message, settings);
    else toast[kind](message, settings);
  });
}

/** notify shows toasts at the top right; use it instead of sonner so durations stay per spec. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => {
    show('success', message, options);
  },
  info: (message: string, options?: NotifyOptions) => {
    show('info', message, options);
  },
  message: (message: string, options?: NotifyOptions) => {
    show('message', message, options);
  },
  error: (message: string, options?: NotifyOptions) => {
    show('error', message, options);
  },
};

/**
 * Toaster shows toasts at the top right. On phones they start below the sticky header
 * so they never cover 'Masuk', 'Keluar' or the menu button.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        mobileOffset={{ top: 92, left: 12, right: 12 }}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel="Notifikasi"
        toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
      />
    </Suspense>
  );
}
