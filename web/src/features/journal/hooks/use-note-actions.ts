import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { JOURNAL_MESSAGES, journalApi, type Note } from '../api/journal-api';
import { announceChange } from '../lib/drafts';

/**
 * useNoteActions are a note's quick actions: make it public or private, mark it a favourite,
 * delete it. Each shows the spec's toast, refreshes the journal's data and tells other tabs.
 */
export function useNoteActions(onDeleted?: (n: Note) => void) {
  const queryClient = useQueryClient();
  const done = async (n: Note, message: string) => {
    notify.success(message);
    announceChange(n.id);
    await queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
  };
  const failed = (fallback: string) => (error: Error) => {
    notify.error(isApiError(error) && error.status === 404 ? error.message : fallback);
  };
  const visibility = useMutation({
    mutationFn: (n: Note) => journalApi.setVisibility(n.id, n.visibility === 'public' ? 'private' : 'public'),
    onSuccess: (answer, n) => done(n, answer.message),
    onError: failed(JOURNAL_MESSAGES.visibilityFailed),
  });
  const favorite = useMutation({
    mutationFn: (n: Note) => journalApi.setFavorite(n.id, !n.is_favorite),
    onSuccess: (answer, n) => done(n, answer.message),
    onError: failed(JOURNAL_MESSAGES.favoriteFailed),
  });
  const remove = useMutation({
    mutationFn: (n: Note) => journalApi.remove(n.id),
    onSuccess: async (answer, n) => {
      // The page that showed the note leaves first (and stops asking for it), then it is forgotten.
      onDeleted?.(n);
      queryClient.removeQueries({ queryKey: queryKeys.journal.detail(n.id) });
      await done(n, answer.message);
    },
    onError: failed(JOURNAL_MESSAGES.deleteFailed),
  });
  return { visibility, favorite, remove, busy: visibility.isPending || favorite.isPending || remove.isPending };
}
