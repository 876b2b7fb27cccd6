import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { PenSquare, RefreshCw, Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { isHydrating } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserLocation, type LocationPanelComponent, type UserLocation } from '@/lib/user-location';
import { homeFromPage, homeQueries, type HomeParams, type Kajian, type KajianPage } from '../api/home-queries';
import { KajianCard } from '../components/kajian-card';
import {
  DEFAULT_RADIUS_KM,
  RADIUS_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  activeFilterCount,
  citySlug,
  effectiveSort,
  endMessage,
  parseHomeUrl,
  resetFilters,
  sectionTitle,
  showAll,
  toHomeSearch,
  withDistanceMode,
  type HomeUrlState,
} from '../home-state';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel';

const MapView = lazy(() => import('../components/map-view'));

function Segmented({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'min-h-9 rounded-lg px-2.5 text-sm sm:px-3 font-semibold transition-colors',
            value === o.value ? 'bg-white text-emerald-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Chip({ children, onRemove, label }: { children: ReactNode; onRemove: () => void; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 py-1 pr-1 pl-3 text-sm text-emerald-900">
      {children}
      <button
        type="button"
        aria-label={label}
        onClick={onRemove}
        className="inline-flex size-6 items-center justify-center rounded-full hover:bg-emerald-200"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  );
}

const TYPE_LABEL = { regular: 'Insidental', recurring: 'Rutin' } as const;
const MODE_LABEL = { online: 'Online', offline: 'Offline' } as const;

/**
 * HomePage is the session list (spec §2 Home): search, filters, location and nearest-first
 * sorting, infinite scroll, 'Kajian Sebelumnya' and a map. The URL holds the view, so a
 * shared link reproduces it. The app layer hands in the location feature's panel.
 */
/** ListView is what the page reads of the list's query. */
type ListView = Pick<
  ReturnType<typeof useInfiniteQuery<KajianPage, Error, InfiniteData<KajianPage>, readonly unknown[], string>>,
  'data' | 'isPending' | 'isSuccess' | 'isFetching' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'refetch'
>;

export function HomePage({ LocationPanel }: { LocationPanel?: LocationPanelComponent }) {
  useDocumentTitle();
  const { isSignedIn } = useSession();
  const { location } = useUserLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseHomeUrl(params), [params]);
  const update = (next: HomeUrlState) => {
    setParams(toHomeSearch(next), { replace: true });
  };

  // Where distances are measured from: a point in the link, a place named in the link,
  // else the viewer's own location.
  const linkPlace = useQuery({
    ...homeQueries.place(state.kota ?? ''),
    enabled: state.kota !== null && state.lat === null,
  });
  const point = useMemo(() => {
    if (state.lat !== null && state.lng !== null)
      return { latitude: state.lat, longitude: state.lng, manual: location?.source !== 'device' };
    if (state.kota && linkPlace.data)
      return { latitude: linkPlace.data.latitude, longitude: linkPlace.data.longitude, manual: true };
    if (location) return { latitude: location.latitude, longitude: location.longitude, manual: location.source === 'manual' };
    return null;
  }, [state.lat, state.lng, state.kota, linkPlace.data, location]);
  const sort = effectiveSort(state.sort, point !== null);

  // A cleared location also leaves the link.
  const hadLocation = useRef(location !== null);
  useEffect(() => {
    if (hadLocation.current && location === null && (state.lat !== null || state.kota !== null)) {
      setParams(toHomeSearch({ ...state, kota: null, lat: null, lng: null, sort: null }), { replace: true });
    }
    hadLocation.current = location !== null;
  }, [location, state, setParams]);

  const onLocated = (loc: UserLocation) => {
    // Spec §4: a detected or confirmed location switches the list to nearest first.
    update({
      ...state,
      kota: loc.city ? citySlug(loc.city) : null,
      lat: loc.latitude,
      lng: loc.longitude,
      sort: 'distance',
      radius: DEFAULT_RADIUS_KM,
    });
  };

  // The search box follows the link, and writes to it 500 ms after typing stops.
  const [search, setSearch] = useState(state.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const lastWritten = useRef(state.q);
  useEffect(() => {
    if (debounced !== lastWritten.current) {
      lastWritten.current = debounced;
      setParams(toHomeSearch({ ...parseHomeUrl(new URLSearchParams(window.location.search)), q: debounced }), {
        replace: true,
      });
    }
  }, [debounced, setParams]);
  useEffect(() => {
    if (state.q !== lastWritten.current) {
      lastWritten.current = state.q;
      setSearch(state.q);
    }
  }, [state.q]);

  const listParams: HomeParams = {
    q: state.q,
    type: state.type,
    mode: state.mode,
    sort,
    lat: point?.latitude ?? null,
    lng: point?.longitude ?? null,
    radius: state.radius,
  };
  const query = useInfiniteQuery(homeQueries.list(listParams, homeFromPage(listParams)));
  // Hydrating the prerendered page, the list shows loading as the prerender did (it had no
  // data); its cards then render in a transition, in slices that leave the phone responsive.
  const [showList, setShowList] = useState(() => !isHydrating());
  useEffect(() => {
    if (!showList) startTransition(() => setShowList(true));
  }, [showList]);
  const list: ListView = showList
    ? query
    : {
        data: undefined,
        isPending: true,
        isSuccess: false,
        isFetching: false,
        hasNextPage: false,
        isFetchingNextPage: false,
        fetchNextPage: query.fetchNextPage,
        refetch: query.refetch,
      };
  const items = useMemo<Kajian[]>(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // The server sends the past group with the last page: it follows the upcoming sessions.
  const past = list.data?.pages.at(-1)?.past ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, list.hasNextPage && state.view === 'list', list.data?.pages.length ?? 0);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state, sort);
  const radiusActive = sort === 'distance' ? state.radius : null;

  const chooseSort = (value: string) => {
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
    setSearch('');
    lastWritten.current = '';
    update(resetFilters(state));
    notify.success('Filter direset!');
  };
  const onShowAll = () => {
    setSearch('');
    lastWritten.current = '';
    update(showAll(state));
    notify.success('Menampilkan semua kajian');
  };
  const onRefresh = () => {
    void list.refetch().then((r) => {
      if (!r.isError) notify.success('Data diperbarui!');
    });
  };

  const empty = list.isSuccess && items.length === 0;
  const title = sectionTitle(sort, radiusActive, point?.manual ?? false);

  return (
    <div className="flex flex-col gap-5 py-2">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Jadwal Kajian</h1>
        <p className="text-stone-600">Temukan kajian insidental dan rutin, online maupun di sekitar Anda.</p>
      </div>

      <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
        <div className="min-w-0">{LocationPanel && <LocationPanel onLocated={onLocated} />}</div>
        <Card className="flex flex-col gap-2 border-amber-200 bg-amber-50 p-5">
          <h2 className="font-semibold text-stone-900">Punya info kajian?</h2>
          <p className="text-sm text-stone-700">Bagikan jadwal kajian agar lebih banyak jamaah bisa hadir.</p>
          <Button asChild variant="secondary" size="sm" className="self-start">
            <Link to="/kajian/new">
              <PenSquare aria-hidden /> Posting Kajian
            </Link>
          </Button>
        </Card>
      </div>

      <section aria-label="Pencarian dan filter" className="flex flex-col gap-3">
        {point && (
          <Segmented
            label="Urutan"
            value={sort}
            onChange={chooseSort}
            options={[
              { value: 'date', label: 'Semua Kajian' },
              { value: 'distance', label: 'Jarak Terdekat' },
            ]}
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
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Button
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls="panel-filter"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal aria-hidden />
            <span className="sr-only sm:not-sr-only">Filter</span>
            {filterCount > 0 && (
              <Badge aria-label={`${filterCount} filter aktif`} className="bg-emerald-700 text-white">
                {filterCount}
              </Badge>
            )}
          </Button>
        </div>
        {filtersOpen && (
          <div id="panel-filter" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-3">
              <span className="w-16 text-sm font-medium text-stone-700">Jenis</span>
              <Segmented
                label="Jenis kajian"
                value={state.type}
                onChange={(v) => update({ ...state, type: v as HomeUrlState['type'] })}
                options={[
                  { value: '', label: 'Semua' },
                  { value: 'regular', label: 'Insidental' },
                  { value: 'recurring', label: 'Rutin' },
                ]}
              />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="w-16 text-sm font-medium text-stone-700">Tempat</span>
              <Segmented
                label="Online atau offline"
                value={state.mode}
                onChange={(v) => update({ ...state, mode: v as HomeUrlState['mode'] })}
                options={[
                  { value: '', label: 'Semua' },
                  { value: 'offline', label: 'Offline' },
                  { value: 'online', label: 'Online' },
                ]}
              />
            </div>
            <Button variant="ghost" size="sm" className="self-start" onClick={onReset}>
              Reset
            </Button>
          </div>
        )}
        {sort === 'distance' && (
          <Segmented
            label="Radius jarak"
            value={state.radius === null ? 'semua' : String(state.radius)}
            onChange={chooseRadius}
            options={[
              ...RADIUS_OPTIONS.map((r) => ({ value: String(r), label: `${r} km` })),
              { value: 'semua', label: 'Semua' },
            ]}
          />
        )}
        {filterCount > 0 && (
          <div className="flex flex-wrap gap-2" aria-label="Filter aktif">
            {state.q.trim() && (
              <Chip label="Hapus pencarian" onRemove={() => { setSearch(''); lastWritten.current = ''; update({ ...state, q: '' }); }}>
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
            {sort === 'distance' && state.radius !== DEFAULT_RADIUS_KM && (
              <Chip label="Hapus filter radius" onRemove={() => update({ ...state, radius: DEFAULT_RADIUS_KM })}>
                {state.radius === null ? 'Semua jarak' : `${state.radius} km`}
              </Chip>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="judul-daftar" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="judul-daftar" className="text-xl font-bold text-stone-900">
              {title}
            </h2>
            {list.isSuccess && (
              <p className="text-sm text-stone-600" data-testid="jumlah-kajian">
                {total} kajian
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Segmented
              label="Tampilan"
              value={state.view}
              onChange={(v) => update({ ...state, view: v === 'peta' ? 'peta' : 'list' })}
              options={[
                { value: 'list', label: 'Daftar' },
                { value: 'peta', label: 'Peta' },
              ]}
            />
            <Button variant="ghost" size="icon" aria-label="Muat ulang" onClick={onRefresh} disabled={list.isFetching}>
              <RefreshCw aria-hidden className={cn(list.isFetching && 'animate-spin')} />
            </Button>
          </div>
        </div>

        {list.isPending && (
          <div className="flex justify-center py-10">
            <Spinner label="Memuat kajian..." className="size-8" />
          </div>
        )}

        {empty && (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-stone-900">Tidak ada kajian yang ditemukan</p>
            <p className="max-w-md text-stone-600">
              Coba ubah kata pencarian, perluas radius, atau reset filter untuk melihat kajian lainnya.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={onShowAll}>Lihat Semua Kajian</Button>
              <Button variant="outline" onClick={onReset}>
                Reset Filter
              </Button>
            </div>
          </div>
        )}

        {state.view === 'peta' && list.isSuccess ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label="Memuat peta..." />
              </div>
            }
          >
            <MapView items={items} center={point} signedIn={isSignedIn} />
          </Suspense>
        ) : (
          items.length > 0 && (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="daftar-kajian">
              {items.map((k) => (
                <KajianCard key={`${k.type}-${k.id}`} k={k} signedIn={isSignedIn} />
              ))}
            </div>
          )
        )}

        {state.view === 'list' && (
          <div ref={sentinel} aria-hidden={!list.isFetchingNextPage} className="flex min-h-4 justify-center">
            {list.isFetchingNextPage && <Spinner label="Memuat kajian berikutnya..." />}
          </div>
        )}
        {list.isSuccess && !list.hasNextPage && items.length > 0 && state.view === 'list' && (
          <p className="text-center text-sm text-stone-500">{endMessage(sort, radiusActive)}</p>
        )}
      </section>

      {past.length > 0 && state.view === 'list' && list.isSuccess && !list.hasNextPage && (
        <section aria-labelledby="judul-sebelumnya" className="flex flex-col gap-4">
          <h2 id="judul-sebelumnya" className="text-xl font-bold text-stone-900">
            Kajian Sebelumnya
          </h2>
          <div className="grid gap-4 opacity-90 sm:grid-cols-2 lg:grid-cols-3">
            {past.map((k) => (
              <KajianCard key={`${k.type}-${k.id}`} k={k} signedIn={isSignedIn} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

