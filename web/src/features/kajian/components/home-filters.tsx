import { CalendarPlus, Search, SlidersHorizontal, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { notify } from '@/components/ui/toaster';
import { Select } from '@/components/ui/select';
import {
  AUDIENCE_FILTERS,
  DEFAULT_RADIUS_KM,
  RADIUS_OPTIONS,
  activeFilterCount,
  resetFilters,
  withDistanceMode,
  type AudienceFilter,
  type HomeUrlState,
  type SortMode,
} from '../home-state';

function Chip({ children, onRemove, label }: { children: ReactNode; onRemove: () => void; label: string }) {
  return (
    // A pasted broadcast as search stays one line within the screen, cut with an ellipsis.
    <span className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-emerald-100 py-1 pr-1 pl-3 text-sm text-emerald-900">
      <span className="min-w-0 truncate">{children}</span>
      <button
        type="button"
        aria-label={label}
        onClick={onRemove}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-emerald-200"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}

const TYPE_LABEL = { regular: 'Insidental', recurring: 'Rutin' } as const;
const MODE_LABEL = { online: 'Online', offline: 'Offline' } as const;
// 'semua' stands for no filter: a radio needs a value.
const TYPE_OPTIONS = [
  { value: 'semua', label: 'Semua' },
  { value: 'regular', label: 'Insidental' },
  { value: 'recurring', label: 'Rutin' },
] as const;
const MODE_OPTIONS = [
  { value: 'semua', label: 'Semua' },
  { value: 'offline', label: 'Offline' },
  { value: 'online', label: 'Online' },
] as const;
const AUDIENCE_LABEL = {
  akhwat: 'Khusus Akhwat',
  ikhwan: 'Khusus Ikhwan',
  'anak-anak': 'Anak-anak',
  keluarga: 'Keluarga',
} as const;
const AUDIENCE_OPTIONS = [
  { value: 'semua', label: 'Semua' },
  ...AUDIENCE_FILTERS.map((value) => ({ value, label: AUDIENCE_LABEL[value] })),
];
const RADIUS_CHOICES = [...RADIUS_OPTIONS.map((r) => ({ value: String(r), label: `${r} km` })), { value: 'semua', label: 'Semua' }];

/** placeFeed is the calendar subscription of the sessions around a point (at most 100 km). */
function placeFeed(p: { latitude: number; longitude: number }, radius: number | null): string {
  const km = Math.min(radius ?? 100, 100);
  return `webcal://${window.location.host}/feeds/dekat.ics?lat=${p.latitude.toFixed(5)}&lng=${p.longitude.toFixed(5)}&radius_km=${km}`;
}

/**
 * HomeFilters is the list's search and filters (spec §2 Home): the sort toggle when a location
 * exists, the search box, the filter panel with its count of active filters, the radius, and a
 * chip per active filter.
 */
export function HomeFilters({
  state,
  update,
  sort,
  hasPoint,
  point,
  search,
  setSearchText,
  clearSearch,
}: {
  state: HomeUrlState;
  update: (next: HomeUrlState) => void;
  sort: SortMode;
  hasPoint: boolean;
  point: { latitude: number; longitude: number } | null;
  search: string;
  setSearchText: (text: string) => void;
  clearSearch: () => void;
}) {
  const [open, setOpen] = useState(false);
  const filterCount = activeFilterCount(state, sort);

  const chooseSort = (value: SortMode) => {
    if (value === 'distance') {
      update(withDistanceMode(state));
      notify.success('Mode jarak diaktifkan, filter lokasi direset');
    } else {
      update({ ...state, sort: 'date' });
    }
  };
  const chooseRadius = (value: string) => {
    if (value === 'semua') {
      update({ ...state, radius: null });
      notify.success('Menampilkan semua kajian tanpa batasan jarak');
    } else {
      update({ ...state, radius: Number(value) });
    }
  };
  const onReset = () => {
    clearSearch();
    update(resetFilters(state));
    notify.success('Filter direset!');
  };

  return (
    <section aria-label="Pencarian dan filter" className="flex flex-col gap-3">
      {hasPoint && (
        <SegmentedControl<SortMode>
          label="Urutan"
          value={sort}
          onValueChange={chooseSort}
          options={[
            { value: 'date', label: 'Semua Kajian' },
            { value: 'distance', label: 'Jarak Terdekat' },
          ]}
          className="self-start"
        />
      )}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
          <Input
            type="search"
            aria-label="Cari kajian"
            placeholder="Cari kajian, ustadz, atau lokasi..."
            className="pl-10"
            value={search}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls="panel-filter" onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal aria-hidden />
          <span className="sr-only sm:not-sr-only">Filter</span>
          {filterCount > 0 && (
            <Badge aria-label={`${filterCount} filter aktif`} variant="solid">
              {filterCount}
            </Badge>
          )}
        </Button>
      </div>
      {open && (
        <div id="panel-filter" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="w-16 text-sm font-medium text-stone-700">Jenis</span>
            <SegmentedControl
              label="Jenis kajian"
              value={state.type || 'semua'}
              onValueChange={(v) => update({ ...state, type: v === 'semua' ? '' : (v) })}
              options={TYPE_OPTIONS}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="w-16 text-sm font-medium text-stone-700">Tempat</span>
            <SegmentedControl
              label="Online atau offline"
              value={state.mode || 'semua'}
              onValueChange={(v) => update({ ...state, mode: v === 'semua' ? '' : (v) })}
              options={MODE_OPTIONS}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="filter-peserta" className="w-16 text-sm font-medium text-stone-700">
              Peserta
            </label>
            <Select
              id="filter-peserta"
              fit
              className="min-w-44"
              value={state.audience || 'semua'}
              onChange={(e) => {
                const v = e.target.value;
                update({ ...state, audience: v === 'semua' ? '' : (v as AudienceFilter) });
              }}
              options={AUDIENCE_OPTIONS.map((o) => [o.value, o.label] as const)}
            />
          </div>
          {point && (
            <a
              href={placeFeed(point, state.radius)}
              className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-emerald-700 hover:underline"
            >
              <CalendarPlus aria-hidden className="size-5" />
              Langganan kalender kajian di sekitar lokasi ini
            </a>
          )}
          <Button variant="ghost" size="sm" className="self-start" onClick={onReset}>
            Reset
          </Button>
        </div>
      )}
      {sort === 'distance' && (
        <SegmentedControl
          label="Radius jarak"
          value={state.radius === null ? 'semua' : String(state.radius)}
          onValueChange={chooseRadius}
          options={RADIUS_CHOICES}
          layout="grid w-full grid-cols-5 sm:inline-flex sm:w-auto sm:self-start"
        />
      )}
      {filterCount > 0 && (
        <div className="flex flex-wrap gap-2" aria-label="Filter aktif">
          {state.q.trim() && (
            <Chip
              label="Hapus pencarian"
              onRemove={() => {
                clearSearch();
                update({ ...state, q: '' });
              }}
            >
              “{state.q.trim()}”
            </Chip>
          )}
          {state.type && (
            <Chip label="Hapus filter jenis" onRemove={() => update({ ...state, type: '' })}>
              {TYPE_LABEL[state.type]}
            </Chip>
          )}
          {state.mode && (
            <Chip label="Hapus filter tempat" onRemove={() => update({ ...state, mode: '' })}>
              {MODE_LABEL[state.mode]}
            </Chip>
          )}
          {state.audience && (
            <Chip label="Hapus filter peserta" onRemove={() => update({ ...state, audience: '' })}>
              {AUDIENCE_LABEL[state.audience]}
            </Chip>
          )}
          {sort === 'distance' && state.radius !== DEFAULT_RADIUS_KM && (
            <Chip label="Hapus filter radius" onRemove={() => update({ ...state, radius: DEFAULT_RADIUS_KM })}>
              {state.radius === null ? 'Semua jarak' : `${state.radius} km`}
            </Chip>
          )}
        </div>
      )}
    </section>
  );
}
