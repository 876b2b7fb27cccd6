import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Filter, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PublicNoteCard } from '@/components/notes/public-note-card';
import { PublicNoteDialog } from '@/components/notes/public-note-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { profileQueries, type NoteQuery, type PublicNote } from '@/features/profile/api/profile-api';
import { cn } from '@/lib/cn';

const SEARCH_DEBOUNCE_MS = 300;

/** ProfileNotesTab lists a user's public notes: search, date range, sort, tags (all), 9 a page. */
export function ProfileNotesTab({ userId }: { userId: string }) {
  const [typed, setTyped] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [open, setOpen] = useState<PublicNote | null>(null);
  const [q, setQ] = useState<NoteQuery>({ q: '', from: '', to: '', sort: 'date_desc', tags: [], page: 1 });

  // The page goes back to 1 whenever search, filters or sort change.
  const change = (patch: Partial<Omit<NoteQuery, 'page'>>) => {
    setQ((old) => ({ ...old, ...patch, page: 1 }));
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ((old) => (old.q === typed ? old : { ...old, q: typed, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);

  const query = useQuery(profileQueries.notes(userId, q));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const activeFilters = (q.from ? 1 : 0) + (q.to ? 1 : 0) + q.tags.length + (q.sort === 'date_asc' ? 1 : 0);


  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-stone-400" />
          <Input
            type="search"
            aria-label="Cari catatan"
            placeholder="Cari catatan, judul kajian, ustadz..."
            className="pl-10"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
        </div>
        <Button
          variant="outline"
          aria-expanded={showFilters}
          onClick={() => {
            setShowFilters((s) => !s);
          }}
        >
          <Filter aria-hidden />
          Filter{activeFilters > 0 ? ` (${String(activeFilters)})` : ''}
        </Button>
      </div>

      {showFilters && (
        <div className="grid gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            Dari tanggal
            <Input type="date" value={q.from} onChange={(e) => { change({ from: e.target.value }); }} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            Sampai tanggal
            <Input type="date" value={q.to} onChange={(e) => { change({ to: e.target.value }); }} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            Urutkan
            <select
              className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
              value={q.sort}
              onChange={(e) => {
                change({ sort: e.target.value === 'date_asc' ? 'date_asc' : 'date_desc' });
              }}
            >
              <option value="date_desc">Terbaru</option>
              <option value="date_asc">Terlama</option>
            </select>
          </label>
          {data && data.tags.length > 0 && (
            <div className="flex flex-wrap gap-2 sm:col-span-3" role="group" aria-label="Tag">
              {data.tags.map((tag) => {
                const on = q.tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={on}
                    onClick={() => {
                      change({ tags: on ? q.tags.filter((t) => t !== tag) : [...q.tags, tag] });
                    }}
                    className={cn(
                      'min-h-9 rounded-full border px-3 text-sm font-medium',
                      on ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-stone-300 bg-white text-stone-700',
                    )}
                  >
                    #{tag}
                  </button>
                );
              })}
            </div>
          )}
          {activeFilters > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                change({ from: '', to: '', tags: [], sort: 'date_desc' });
              }}
            >
              Reset
            </Button>
          )}
        </div>
      )}

      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Memuat catatan..." />
        </div>
      ) : !data || data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {q.q || activeFilters > 0 ? 'Tidak ada catatan yang cocok.' : 'Belum ada catatan publik.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            Menampilkan {(data.page - 1) * data.page_size + 1}–{(data.page - 1) * data.page_size + data.items.length} dari{' '}
            {data.total} catatan
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
          {pages > 1 && (
            <nav aria-label="Halaman catatan" className="flex items-center justify-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Halaman sebelumnya"
                disabled={q.page <= 1}
                onClick={() => {
                  setQ((old) => ({ ...old, page: old.page - 1 }));
                }}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <span className="min-w-16 text-center text-sm text-stone-700 tabular-nums">
                {q.page} / {pages}
              </span>
              <Button
                variant="outline"
                size="icon"
                aria-label="Halaman berikutnya"
                disabled={q.page >= pages}
                onClick={() => {
                  setQ((old) => ({ ...old, page: old.page + 1 }));
                }}
              >
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}

      <PublicNoteDialog note={open} onClose={() => setOpen(null)} />
    </div>
  );
}
