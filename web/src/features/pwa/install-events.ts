// Captures the browser's install offer (beforeinstallprompt, Chromium on Android and desktop)
// as early as possible, before React mounts, and records when the app gets installed.
import { removeItem, writeString } from '@/lib/storage';
import { PWA_INSTALLED_KEY } from '@/features/pwa/install-prompt-rules';

export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** listenForInstallEvents starts listening; call once at start. */
export function listenForInstallEvents(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away; we show our own prompt
    deferred = event as BeforeInstallPromptEvent;
    removeItem(PWA_INSTALLED_KEY); // the browser offers installing, so it is not installed now
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    writeString(PWA_INSTALLED_KEY, '1');
    emit();
  });
}

export function subscribeInstallEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDeferredInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** consumeDeferredInstallPrompt hands out the offer once: a prompt() can only be called once. */
export function consumeDeferredInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  emit();
  return event;
}
