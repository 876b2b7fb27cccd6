import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, NotebookText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NoteHtml } from '@/components/notes/note-html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  kajianDetailQueries,
  NOTES_PAGE_SIZE,
  type KajianKind,
  type PublicNote,
} from '@/features/kajian/api/detail-queries';
import { formatLongDate } from '@/lib/kajian-format';
import { isOfflineError } from '@/lib/offline-copy';

/** Notes show two tags, then '+N' (spec §2). */
const VISIBLE_TAGS = 2;

function NoteCard({ note }: { note: PublicNote }) {
  const shown = note.tags.slice(0, VISIBLE_TAGS);
  const more = note.tags.length - shown.length;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Link to={`/profile/${note.user_id}`} className="font-semibold text-emerald-800 hover:underline">
          {note.author_name}
        </Link>
        <span className="text-xs text-stone-500">{formatLongDate(note.attendance_date)}</span>
      </div>
      <NoteHtml html={note.notes} small className="mt-2 line-clamp-6" />
      {note.tags.length > 0 && (
        <ul aria-label="Tag" className="mt-3 flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral">#{tag}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="neutral">+{more}</Badge>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** PublicNotes lists a session's public notes, 3 per page, newest first, with the 'n / total' pager. */
export function PublicNotes({ kind, slug }: { kind: KajianKind; slug: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(kajianDetailQueries.notes(kind, slug, page));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / NOTES_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="catatan-publik" className="flex flex-col gap-3">
      <h2 id="catatan-publik" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <NotebookText aria-hidden className="size-5 text-emerald-700" />
        Catatan Publik
        {data && data.total > 0 && <span className="text-sm font-normal text-stone-500">({data.total})</span>}
      </h2>
      {query.isPending && <Spinner label="Memuat catatan..." />}
      {query.isError && !data && (
        <p className="text-sm text-stone-600">
          {isOfflineError(query.error)
            ? 'Anda sedang offline. Catatan publik dimuat saat koneksi kembali.'
            : 'Gagal memuat catatan publik.'}
        </p>
      )}
      {data?.total === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">
          Belum ada catatan publik untuk kajian ini.
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className={query.isPlaceholderData ? 'flex flex-col gap-3 opacity-60' : 'flex flex-col gap-3'}>
          {data.items.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label="Halaman catatan" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="icon"
            aria-label="Catatan sebelumnya"
            disabled={page <= 1 || query.isPlaceholderData}
            onClick={() => setPage((p) => p - 1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <span className="min-w-14 text-center text-sm font-medium text-stone-700" aria-live="polite">
            {page} / {pages}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Catatan berikutnya"
            disabled={page >= pages || query.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  );
}
