import { useQuery } from '@tanstack/react-query';
import { Download, NotebookPen, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { OfflineNote } from '@/components/offline-note';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { offlineSince } from '@/lib/offline-copy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NoteFilters } from '@/components/notes/note-filters';
import { EMPTY_QUERY, isFiltered, rangeText, type NoteQuery } from '@/components/notes/note-query';
import { EXPORT_URL, JOURNAL_MESSAGES, journalQueries, OWN_PAGE_SIZE, type Note } from '../api/journal-api';
import { NoteCard } from '../components/note-card';
import { PendingNotes } from '../components/pending-notes';
import { useNoteActions } from '../hooks/use-note-actions';

/** JournalListPage is 'Catatan Saya': the user's notes with search, filters and pages of 9. */
export function JournalListPage() {
  useDocumentTitle('Catatan Saya');
  const [query, setQuery] = useState<NoteQuery>(EMPTY_QUERY);
  const onQuery = useCallback((q: NoteQuery) => {
    setQuery(q);
  }, []);
  const list = useQuery(journalQueries.mine(query));
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const actions = useNoteActions(() => {
    setToDelete(null);
  });
  const data = list.data;
  const savedAt = offlineSince(data);
  const filtered = isFiltered(query);
  return (
    <section className="flex flex-col gap-4 py-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Catatan Saya</h1>
          <p className="text-stone-600">Catatan dari kajian yang Anda hadiri.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={EXPORT_URL} download>
              <Download aria-hidden />
              Unduh catatan saya
            </a>
          </Button>
          <Button asChild>
            <Link to="/journal/new">
              <Plus aria-hidden />
              Tambah Catatan
            </Link>
          </Button>
        </div>
      </div>
      <PendingNotes />
      {savedAt !== undefined && <OfflineNote savedAt={savedAt} />}
      <NoteFilters query={query} onChange={onQuery} tags={data?.tags ?? []} placeholder="Cari catatan kajian..." own />
      <QueryStates
        query={list}
        loadingLabel="Memuat catatan..."
        errorText={isApiError(list.error) && list.error.status === 400 ? list.error.message : JOURNAL_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={NotebookPen}>
            {filtered ? (
              <p className="font-semibold text-stone-800">Tidak ada catatan yang sesuai filter</p>
            ) : (
              <>
                <p className="font-semibold text-stone-800">Belum ada catatan kajian</p>
                <Button asChild>
                  <Link to="/journal/new">Tambah Catatan Pertama</Link>
                </Button>
              </>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((n) => (
                <li key={n.id}>
                  <NoteCard
                    note={n}
                    busy={actions.busy}
                    onVisibility={(x) => {
                      actions.visibility.mutate(x);
                    }}
                    onFavorite={(x) => {
                      actions.favorite.mutate(x);
                    }}
                    onDelete={setToDelete}
                  />
                </li>
              ))}
            </ul>
            <p className="text-center text-sm text-stone-600">{rangeText(data.page, OWN_PAGE_SIZE, data.items.length, data.total)}</p>
            <Pagination
              page={data.page}
              totalPages={Math.ceil(data.total / OWN_PAGE_SIZE)}
              onPage={(page) => {
                setQuery({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus Catatan?"
        description={JOURNAL_MESSAGES.confirmDelete}
        confirmLabel="Hapus"
        busyLabel="Menghapus..."
        busy={actions.remove.isPending}
        onConfirm={() => {
          if (toDelete) actions.remove.mutate(toDelete);
        }}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
