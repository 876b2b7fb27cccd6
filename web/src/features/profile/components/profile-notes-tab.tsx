import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { NoteFilters } from '@/components/notes/note-filters';
import { EMPTY_QUERY, isFiltered, rangeText, type NoteQuery } from '@/components/notes/note-query';
import { PublicNoteCard } from '@/components/notes/public-note-card';
import { PublicNoteDialog } from '@/components/notes/public-note-dialog';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/query-states';
import { profileQueries, type PublicNote } from '@/features/profile/api/profile-api';

/** ProfileNotesTab lists a user's public notes: search, date range, sort, tags (all), 9 a page. */
export function ProfileNotesTab({ userId }: { userId: string }) {
  const [q, setQ] = useState<NoteQuery>(EMPTY_QUERY);
  const onQuery = useCallback((next: NoteQuery) => {
    setQ(next);
  }, []);
  const [open, setOpen] = useState<PublicNote | null>(null);
  const query = useQuery(profileQueries.notes(userId, q));
  const data = query.data;

  return (
    <div className="flex flex-col gap-4">
      <NoteFilters query={q} onChange={onQuery} tags={data?.tags ?? []} placeholder="Cari catatan, judul kajian, ustadz..." />
      {query.isPending ? (
        <LoadingState label="Memuat catatan..." className="py-10" />
      ) : !data || data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {isFiltered(q) ? 'Tidak ada catatan yang cocok.' : 'Belum ada catatan publik.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {rangeText(data.page, data.page_size, data.items.length, data.total)}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((note) => (
              <PublicNoteCard
                key={note.id}
                note={note}
                onOpen={() => {
                  setOpen(note);
                }}
              />
            ))}
          </div>
          <Pagination
            page={data.page}
            totalPages={Math.ceil(data.total / data.page_size)}
            onPage={(page) => {
              setQ((old) => ({ ...old, page }));
            }}
          />
        </>
      )}
      <PublicNoteDialog note={open} onClose={() => setOpen(null)} />
    </div>
  );
}
