import { RefreshCw, WifiOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { LoadingState } from '@/components/ui/query-states';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { OfflineNote } from '@/components/offline-note';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isHydrating } from '@/lib/hydration';
import { isOfflineError } from '@/lib/offline-copy';
import { HOME_ERROR, type Kajian, type MapPoints } from '../api/home-queries';
import { endMessage, sectionTitle, type HomeUrlState, type HomeView, type SortMode } from '../home-state';
import type { HomePoint, ListView } from '../hooks/use-home-view';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel';
import { KajianCard } from './kajian-card';

const MapView = lazy(() => import('./map-view'));

/** Where the server writes the first page's cards into the prerendered page (internal/server/home_cards.go). */
const FIRST_CARDS_SLOT = '<!--kartu-awal-->';

/**
 * firstCards is, while the prerendered home page renders or is taken over, the cards the server
 * wrote into it (the prerender leaves their slot): the app keeps them as they are until its own
 * cards, from the same first page, take their place. Else null.
 */
function firstCards(): string | null {
  if (!isHydrating()) return null;
  if (typeof document === 'undefined') return FIRST_CARDS_SLOT;
  return document.getElementById('kartu-awal')?.innerHTML ?? null;
}

const CARD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

const VIEW_OPTIONS = [
  { value: 'list', label: 'Daftar' },
  { value: 'peta', label: 'Peta' },
] as const;

/**
 * HomeResults is the list itself: its title and count, Refresh, list or map, infinite scroll,
 * the end and empty states, and 'Kajian Sebelumnya' after the last page.
 */
export function HomeResults({
  state,
  update,
  sort,
  point,
  list,
  items,
  past,
  total,
  points,
  signedIn,
  onReset,
  onShowAll,
  timeChips,
}: {
  state: HomeUrlState;
  update: (next: HomeUrlState) => void;
  sort: SortMode;
  point: HomePoint | null;
  list: ListView;
  items: Kajian[];
  past: Kajian[];
  total: number;
  points: MapPoints | undefined;
  signedIn: boolean;
  onReset: () => void;
  onShowAll: () => void;
  /** The time shortcuts, at the head of the list. */
  timeChips?: ReactNode;
}) {
  const [serverCards] = useState(firstCards);
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, list.hasNextPage && state.view === 'list', list.data?.pages.length ?? 0);
  const radiusActive = sort === 'distance' ? state.radius : null;
  const empty = list.isSuccess && items.length === 0;
  const offlineAt = list.data?.pages[0]?.offlineSince;
  const refusal = isApiError(list.error) && list.error.status === 400 ? list.error.message : null;
  const onRefresh = () => {
    void list.refetch().then((r) => {
      if (!r.isError) notify.success('Data diperbarui!');
    });
  };

  return (
    <>
      <section aria-labelledby="judul-daftar" className="flex flex-col gap-3 sm:gap-4">
        {/* The count sits beside the view toggle, and on a phone the time chips stand where the
            title would (it stays for screen readers; the sort and radius above say the same): a
            returning visitor still sees two whole cards above the fold. */}
        <div className="flex flex-col gap-1">
          {timeChips}
          <h2 id="judul-daftar" className="sr-only text-lg font-bold text-stone-900 sm:not-sr-only sm:text-xl">
            {sectionTitle(sort, radiusActive, point?.manual ?? false)}
          </h2>
          <div className="flex items-center justify-between gap-2">
            {list.isSuccess ? (
              <p className="text-sm text-stone-600" data-testid="jumlah-kajian">
                {total} kajian
              </p>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-2">
              <SegmentedControl<HomeView>
                label="Tampilan"
                value={state.view}
                onValueChange={(v) => update({ ...state, view: v })}
                options={VIEW_OPTIONS}
              />
              <Button variant="ghost" size="icon" aria-label="Muat ulang" onClick={onRefresh} disabled={list.isFetching}>
                <RefreshCw aria-hidden className={cn(list.isFetching && 'animate-spin')} />
              </Button>
            </div>
          </div>
        </div>

        {offlineAt !== undefined && <OfflineNote savedAt={offlineAt} />}

        {list.isError && !list.data && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center"
          >
            {refusal !== null ? (
              // The server refused the filter (a pasted broadcast as search): its words, no retry.
              <>
                <p className="text-lg font-semibold text-stone-900">{refusal}</p>
                {isApiError(list.error) && list.error.field === 'q' && (
                  <p className="max-w-md text-stone-600">Gunakan kata kunci singkat, misalnya nama ustadz atau masjid.</p>
                )}
              </>
            ) : (
              <>
                <WifiOff aria-hidden className="size-8 text-stone-500" />
                <p className="text-lg font-semibold text-stone-900">{HOME_ERROR}</p>
                <p className="max-w-md text-stone-600">
                  {isOfflineError(list.error)
                    ? 'Anda sedang offline dan daftar ini belum pernah dimuat di perangkat ini.'
                    : 'Periksa koneksi internet Anda lalu coba lagi.'}
                </p>
                <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
                  <RefreshCw aria-hidden /> Coba Lagi
                </Button>
              </>
            )}
          </div>
        )}

        {list.isPending &&
          (serverCards !== null ? (
            <div id="kartu-awal" className={CARD_GRID} dangerouslySetInnerHTML={{ __html: serverCards }} />
          ) : (
            <div className="flex justify-center py-10">
              <Spinner label="Memuat kajian..." className="size-8" />
            </div>
          ))}

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
              <LoadingState label="Memuat peta..." className="py-10" />
            }
          >
            <MapView points={points} items={items} center={point} signedIn={signedIn} />
          </Suspense>
        ) : (
          items.length > 0 && (
            <div className={CARD_GRID} data-testid="daftar-kajian">
              {items.map((k) => (
                <KajianCard key={`${k.type}-${k.id}`} k={k} signedIn={signedIn} />
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
              <KajianCard key={`${k.type}-${k.id}`} k={k} signedIn={signedIn} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
