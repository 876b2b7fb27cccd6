import { Filter, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { NoteQuery } from './note-query';

const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS = [
  { value: 'date_desc', label: 'Terbaru' },
  { value: 'date_asc', label: 'Terlama' },
] as const;
const VISIBILITY_OPTIONS = [
  { value: 'all', label: 'Semua' },
  { value: 'public', label: 'Publik' },
  { value: 'private', label: 'Privat' },
] as const;

/**
 * NoteFilters is a note list's search and filter panel: date range, sort, tag chips (a note
 * must carry every chosen tag) and, on one's own list, favourites and visibility. Any change
 * starts again at page 1.
 */
export function NoteFilters({
  query,
  onChange,
  tags,
  placeholder,
  own = false,
}: {
  query: NoteQuery;
  onChange: (q: NoteQuery) => void;
  tags: string[];
  placeholder: string;
  own?: boolean;
}) {
  const ids = useId();
  const [typed, setTyped] = useState(query.q);
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<NoteQuery>) => {
    onChange({ ...query, ...patch, page: 1 });
  };
  // The box shows each key at once; the list follows once the typing pauses.
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== query.q) onChange({ ...query, q: settled, page: 1 });
  }, [settled, query, onChange]);
  const active = query.tags.length + (query.from ? 1 : 0) + (query.to ? 1 : 0) + (query.sort === 'date_asc' ? 1 : 0) +
    (query.favorite ? 1 : 0) + (query.visibility === 'all' ? 0 : 1);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${ids}-q`} className="sr-only">
            Cari catatan
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-stone-400" />
          <Input
            id={`${ids}-q`}
            type="search"
            className="pl-10"
            placeholder={placeholder}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls={`${ids}-panel`} onClick={() => setOpen((o) => !o)}>
          <Filter aria-hidden />
          <span className="sr-only sm:not-sr-only">Filter</span>
          {active > 0 && <Badge variant="solid">{active}</Badge>}
        </Button>
      </div>
      {own && (
        <label className="flex min-h-11 w-fit items-center gap-3 text-stone-800">
          <input
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={query.favorite}
            onChange={(e) => {
              set({ favorite: e.target.checked });
            }}
          />
          Hanya Favorit
        </label>
      )}
      {open && (
        <div id={`${ids}-panel`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          {own && (
            <SegmentedControl
              label="Visibilitas"
              value={query.visibility}
              options={VISIBILITY_OPTIONS}
              onValueChange={(visibility) => {
                set({ visibility });
              }}
            />
          )}
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
              Dari tanggal
              <Input type="date" value={query.from} max={query.to || undefined} onChange={(e) => { set({ from: e.target.value }); }} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
              Sampai tanggal
              <Input type="date" value={query.to} min={query.from || undefined} onChange={(e) => { set({ to: e.target.value }); }} />
            </label>
          </div>
          <SegmentedControl label="Urutan" value={query.sort} options={SORT_OPTIONS} onValueChange={(sort) => { set({ sort }); }} />
          {tags.length > 0 && (
            <div className="flex flex-wrap gap-1.5" role="group" aria-label="Tag">
              {tags.map((tag) => {
                const on = query.tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={on}
                    onClick={() => {
                      set({ tags: on ? query.tags.filter((t) => t !== tag) : [...query.tags, tag] });
                    }}
                    className={cn(
                      'min-h-9 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600',
                      on ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                    )}
                  >
                    #{tag}
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
