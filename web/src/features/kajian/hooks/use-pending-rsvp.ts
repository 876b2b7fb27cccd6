import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { notify } from '@/components/ui/toaster';
import { isOfflineError } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-keys';
import { putRsvp, RSVP_MESSAGES, rsvpErrorMessage, type KajianKind, type RsvpStatus } from '../api/detail-queries';
import { onPendingRsvpChange, pendingRsvpFor, pendingRsvps, settleRsvp } from '../api/pending-rsvp';

/** usePendingRsvp is the answer for this session still waiting for a connection, if any. */
export function usePendingRsvp(kind: KajianKind, slug: string, viewer: string): RsvpStatus | undefined {
  return useSyncExternalStore(onPendingRsvpChange, () => pendingRsvpFor(kind, slug, viewer));
}

let sending = false;

/** sendPendingRsvps sends every waiting answer once; those the network still refuses wait on. */
async function sendPendingRsvps(onSent: () => void): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (const p of pendingRsvps()) {
      try {
        await putRsvp(p.kind, p.slug, p.status);
        settleRsvp(p);
        notify.success(RSVP_MESSAGES.sentLater);
      } catch (error) {
        if (isOfflineError(error)) return; // still offline: try again on the next 'online'
        settleRsvp(p); // refused (e.g. the session has passed): say so, do not try again
        const { message, description } = rsvpErrorMessage(error);
        notify.error(message, description ? { description } : undefined);
      }
    }
  } finally {
    sending = false;
    onSent();
  }
}

/**
 * useSendPendingRsvps sends the answers given offline when the app starts online and whenever the
 * connection returns, then reloads the sessions so their counts are the server's.
 */
export function useSendPendingRsvps(): void {
  const client = useQueryClient();
  useEffect(() => {
    const send = () => {
      if (pendingRsvps().length === 0) return;
      void sendPendingRsvps(() => void client.invalidateQueries({ queryKey: queryKeys.kajian.all }));
    };
    send();
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
    };
  }, [client]);
}
