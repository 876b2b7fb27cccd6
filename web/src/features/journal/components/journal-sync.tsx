import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { journalApi } from '../api/journal-api';
import { CACHE_CLEARED_KEY } from '../lib/drafts';
import { dropPending, pendingNotes } from '../lib/offline-queue';
import { PENDING_KEY } from './pending-notes';

let flushing = false;

/**
 * JournalSync keeps the journal current in the background for a signed-in user. It sends the notes saved while offline when the app starts and whenever the
 * connection returns, each once: the server knows a save's key, so a note it stored before the
 * answer was lost is not stored again. A note the server refuses is dropped with its message.
 * And when another tab changes a note (content-side §7, the cache_cleared signal) this tab
 * refetches its journal data.
 */
export function JournalSync() {
  const { session } = useSession();
  const userId = session.user?.id ?? '';
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    const flush = async () => {
      if (flushing || !navigator.onLine) return;
      flushing = true;
      try {
        const pending = await pendingNotes(userId);
        for (const p of pending) {
          try {
            const saved = await journalApi.create({ ...p.input, client_key: p.client_key });
            await dropPending(p.client_key);
            notify.success(saved.message);
          } catch (error) {
            if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
              await dropPending(p.client_key);
              notify.error(error.message);
            } else {
              break; // still offline or the server is busy: try again later
            }
          }
        }
      } finally {
        flushing = false;
        await queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
        await queryClient.invalidateQueries({ queryKey: PENDING_KEY });
      }
    };
    void flush();
    const onOnline = () => {
      void flush();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [userId, queryClient]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === CACHE_CLEARED_KEY && e.newValue !== null) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
  return null;
}
