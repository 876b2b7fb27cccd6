import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotebookText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { NoteFilters } from '@/components/notes/note-filters';
import { EMPTY_QUERY, isFiltered, rangeText, type NoteQuery } from '@/components/notes/note-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_NOTE_MESSAGES, ADMIN_NOTES_PAGE_SIZE, adminNoteApi, adminNoteQueries, type AdminNote } from '../api/journals-api';
import { AdminNoteDialog } from '../components/journals/admin-note-dialog';
import { AdminNotesList } from '../components/journals/admin-notes-list';

/** JournalsAdminPage is 'Kelola Catatan Publik': every public note, to read and remove. */
export function JournalsAdminPage() {
  useDocumentTitle('Kelola Catatan Publik');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<NoteQuery>(EMPTY_QUERY);
  const onQuery = useCallback((q: NoteQuery) => {
    setQuery(q);
  }, []);
  const list = useQuery(adminNoteQueries.list(query));
  const [open, setOpen] = useState<AdminNote | null>(null);
  const [toDelete, setToDelete] = useState<AdminNote | null>(null);
  const remove = useMutation({
    mutationFn: (n: AdminNote) => adminNoteApi.remove(n.id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setToDelete(null);
      setOpen(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNoteQueries.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.journal.all }),
      ]);
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 404 ? error.message : ADMIN_NOTE_MESSAGES.deleteFailed);
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: adminNoteQueries.all });
    },
  });
  const data = list.data;
  return (
    <section className="flex flex-col gap-4 py-2">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kelola Catatan Publik</h1>
        {data && <p className="text-stone-600">{data.total} catatan publik</p>}
      </div>
      <NoteFilters
        query={query}
        onChange={onQuery}
        tags={data?.tags ?? []}
        placeholder="Cari catatan berdasarkan judul, ustadz, atau isi..."
      />
      <QueryStates
        query={list}
        loadingLabel="Memuat catatan..."
        errorText={ADMIN_NOTE_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={NotebookText}>
            <p className="font-semibold text-stone-800">
              {isFiltered(query) ? 'Tidak ada catatan yang sesuai filter' : ADMIN_NOTE_MESSAGES.empty}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <AdminNotesList notes={data.items} onOpen={setOpen} onDelete={setToDelete} />
            <p className="text-center text-sm text-stone-600">
              {rangeText(data.page, ADMIN_NOTES_PAGE_SIZE, data.items.length, data.total)}
            </p>
            <Pagination
              page={data.page}
              totalPages={Math.ceil(data.total / ADMIN_NOTES_PAGE_SIZE)}
              onPage={(page) => {
                setQuery({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>
      <AdminNoteDialog note={open} onClose={() => setOpen(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus Catatan?"
        description={ADMIN_NOTE_MESSAGES.confirmDelete}
        confirmLabel="Hapus Catatan"
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
