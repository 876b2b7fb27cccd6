import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner is loaded with the first toast, not on a first visit (its chunk would count in the
// initial JavaScript, docs/performance.md): toasts only follow user actions or redirects, and
// sonner replays toasts raised before it mounted.
const loadSonner = () => import('sonner');
const Sonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));
// Fetched once the page is idle, after the first visit's scripts: a toast raised offline later
// (a note saved without a connection) finds it loaded instead of failing to fetch it.
if (typeof window !== 'undefined') {
  const prefetch = () => void loadSonner().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
  else setTimeout(prefetch, 2000);
}

/** Whether a toast was asked for yet: the Toaster mounts sonner from then on. */
let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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

/** The error toasts still showing; a success answers them (see show). */
const openErrors = new Set<string | number>();

function show(kind: Kind, message: string, options?: NotifyOptions): void {
  want();
  const duration = kind === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS;
  void loadSonner().then(({ toast }) => {
    // A success answers the errors before it ('Email atau password salah', then 'Berhasil
    // masuk!'): the user tried again and it worked, so the old error would only contradict it.
    if (kind === 'success') {
      for (const id of openErrors) toast.dismiss(id);
      openErrors.clear();
    }
    const settings = { duration, ...options };
    if (kind === 'message') {
      toast(message, settings);
      return;
    }
    const id = toast[kind](message, settings);
    if (kind === 'error') openErrors.add(id);
  });
}

/** notify shows toasts (see Toaster for where); use it instead of sonner so durations stay per spec. */
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
 * Toaster shows toasts at the bottom (right on wide screens, across on phones), where they
 * cover no header, menu, back link or page title. Colours and the 44 px close target are
 * set in index.css.
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        mobileOffset={{ bottom: 16, left: 12, right: 12 }}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel="Notifikasi"
        toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
      />
    </Suspense>
  );
}
