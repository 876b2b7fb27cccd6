import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  ADMIN_FEEDBACK_MESSAGES,
  ADMIN_FEEDBACK_PAGE_SIZE,
  EMPTY_FEEDBACK_QUERY,
  adminFeedbackApi,
  adminFeedbackQueries,
  type Feedback,
  type FeedbackQuery,
  type FeedbackStatus,
} from '../api/feedback-api';
import { FeedbackDialog } from '../components/feedback/feedback-dialog';
import { FeedbackFilters } from '../components/feedback/feedback-filters';
import { FeedbackList } from '../components/feedback/feedback-list';

/** FeedbackAdminPage is 'Kelola Feedback': every message, to read, move through statuses and delete. */
export function FeedbackAdminPage() {
  useDocumentTitle('Kelola Feedback');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<FeedbackQuery>(EMPTY_FEEDBACK_QUERY);
  // The search box updates at once; the request waits for the typing to pause (spec §9: 300 ms).
  const q = useDebouncedValue(query.q.trim(), 300);
  const list = useQuery(adminFeedbackQueries.list({ ...query, q }));
  const [open, setOpen] = useState<Feedback | null>(null);
  const [toDelete, setToDelete] = useState<Feedback | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminFeedbackQueries.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    ]);
  const status = useMutation({
    mutationFn: ({ item, to }: { item: Feedback; to: FeedbackStatus }) => adminFeedbackApi.setStatus(item.id, to),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setOpen(answer.feedback);
      await refresh();
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 404 ? error.message : ADMIN_FEEDBACK_MESSAGES.statusFailed);
    },
  });
  const remove = useMutation({
    mutationFn: (item: Feedback) => adminFeedbackApi.remove(item.id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setToDelete(null);
      setOpen(null);
      await refresh();
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 404 ? error.message : ADMIN_FEEDBACK_MESSAGES.deleteFailed);
      setToDelete(null);
      void refresh();
    },
  });
  const data = list.data;
  const filtered = q !== '' || query.status !== 'all' || query.category !== 'all';
  const from = data ? (data.page - 1) * ADMIN_FEEDBACK_PAGE_SIZE + 1 : 0;
  return (
    <section className="flex flex-col gap-4 py-2">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kelola Feedback</h1>
        {data && <p className="text-stone-600">{data.total} feedback</p>}
      </div>
      <FeedbackFilters query={query} onChange={setQuery} />
      <QueryStates
        query={list}
        loadingLabel="Memuat feedback..."
        errorText={ADMIN_FEEDBACK_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={Inbox} className="gap-2 p-8">
            {filtered ? (
              <>
                <p className="font-semibold text-stone-800">Tidak ada feedback ditemukan</p>
                <p className="text-sm text-stone-600">Coba ubah filter pencarian Anda</p>
              </>
            ) : (
              <p className="font-semibold text-stone-800">Belum ada feedback yang masuk</p>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <FeedbackList items={data.items} onOpen={setOpen} onDelete={setToDelete} />
            <p className="text-center text-sm text-stone-600">
              Menampilkan {from}-{from + data.items.length - 1} dari {data.total} feedback
            </p>
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => {
                setQuery({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>
      <FeedbackDialog
        item={open}
        busyStatus={status.isPending ? status.variables.to : null}
        onStatus={(item, to) => status.mutate({ item, to })}
        onDelete={setToDelete}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus Feedback?"
        description={toDelete ? ADMIN_FEEDBACK_MESSAGES.confirmDelete(toDelete.subject) : ''}
        confirmLabel="Hapus Feedback"
        busyLabel="Menghapus..."
        busy={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
        }}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
