import { useQuery } from '@tanstack/react-query';
import { BookOpenText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { NoteFilters } from '@/components/notes/note-filters';
import { EMPTY_QUERY, isFiltered, rangeText, type NoteQuery } from '@/components/notes/note-query';
import { PublicNoteCard } from '@/components/notes/public-note-card';
import { PublicNoteDialog } from '@/components/notes/public-note-dialog';
import type { PublicNote } from '@/components/notes/note-share-text';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JOURNAL_MESSAGES, journalQueries, PUBLIC_PAGE_SIZE } from '../api/journal-api';

/** PublicJournalsPage is 'Catatan Publik': every public note, with its author, 12 a page. */
export function PublicJournalsPage() {
  useDocumentTitle('Catatan Publik');
  const [query, setQuery] = useState<NoteQuery>(EMPTY_QUERY);
  const onQuery = useCallback((q: NoteQuery) => {
    setQuery(q);
  }, []);
  const [open, setOpen] = useState<PublicNote | null>(null);
  const list = useQuery(journalQueries.public(query));
  const data = list.data;
  return (
    <section className="flex flex-col gap-4 py-2">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Catatan Publik</h1>
        <p className="text-stone-600">Catatan kajian yang dibagikan jamaah lain.</p>
      </div>
      <NoteFilters query={query} onChange={onQuery} tags={data?.tags ?? []} placeholder="Cari catatan kajian..." />
      <QueryStates
        query={list}
        loadingLabel="Memuat catatan..."
        errorText={JOURNAL_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={BookOpenText}>
            <p className="font-semibold text-stone-800">
              {isFiltered(query) ? 'Tidak ada catatan yang sesuai filter' : 'Belum ada catatan publik'}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((n) => (
                <li key={n.id}>
                  <PublicNoteCard
                    note={n}
                    showAuthor
                    onOpen={() => {
                      setOpen(n);
                    }}
                  />
                </li>
              ))}
            </ul>
            <p className="text-center text-sm text-stone-600">{rangeText(data.page, PUBLIC_PAGE_SIZE, data.items.length, data.total)}</p>
            <Pagination
              page={data.page}
              totalPages={Math.ceil(data.total / PUBLIC_PAGE_SIZE)}
              onPage={(page) => {
                setQuery({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>
      <PublicNoteDialog note={open} showAuthor onClose={() => setOpen(null)} />
    </section>
  );
}
