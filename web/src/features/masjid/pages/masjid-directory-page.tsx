import { Building2, Search } from 'lucide-react';
import { Suspense, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-states';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { components } from '@/lib/api-types';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LocationPanelComponent } from '@/lib/user-location';
import { MasjidCard } from '../components/masjid-card';
import { useDirectory, type DirectoryView } from '../hooks/use-directory';

type Kajian = components['schemas']['Kajian'];
type MapPoints = components['schemas']['MapPoints'];

/** What the map says of masjid (the home's map, handed in by the app layer, says 'kajian'). */
export interface MapWords {
  region: string;
  group: (count: number) => string;
  count: (count: number) => string;
}

/** The home's map component (features do not import each other: the app layer hands it in). */
export type MapViewComponent = ComponentType<{
  points: MapPoints | undefined;
  items: Kajian[];
  center: { latitude: number; longitude: number } | null;
  signedIn: boolean;
  words?: MapWords;
}>;

const MASJID_WORDS: MapWords = {
  region: 'Peta masjid',
  group: (n) => `${String(n)} masjid di sekitar sini: perbesar peta`,
  count: (n) => `${String(n)} masjid di peta. Ketuk penanda untuk membuka halamannya.`,
};

const NO_ITEMS: Kajian[] = [];

const VIEW_OPTIONS = [
  { value: 'daftar', label: 'Daftar' },
  { value: 'peta', label: 'Peta' },
] as const;

/**
 * MasjidDirectoryPage is /masjid: every masjid, searchable by name or place, nearest first
 * from the location chosen as on the home page, as a list of 20 a page ('Muat lebih banyak')
 * or on the home's map.
 */
export function MasjidDirectoryPage({
  LocationPanel,
  MapView,
}: {
  LocationPanel?: LocationPanelComponent;
  MapView?: MapViewComponent;
}) {
  useDocumentTitle('Direktori Masjid');
  const { isSignedIn } = useSession();
  const d = useDirectory();
  const { list } = d;
  const nearest = d.center !== null;

  return (
    <div className="flex flex-col gap-3 py-1 sm:gap-5 sm:py-2">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold text-stone-900 sm:text-3xl">Direktori Masjid</h1>
        <p className="text-sm text-stone-600 sm:text-base">
          Temukan masjid, jadwal kajiannya pekan ini, fasilitas dan info infaqnya.
        </p>
      </div>
      {LocationPanel && <LocationPanel subject="masjid" onLocated={() => undefined} />}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <Input
          type="search"
          aria-label="Cari masjid"
          placeholder="Cari nama masjid atau daerah..."
          className="pl-10"
          value={d.search}
          onChange={(e) => d.setSearch(e.target.value)}
        />
      </div>

      <section aria-labelledby="judul-masjid" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <div>
            <h2 id="judul-masjid" className="text-lg font-bold text-stone-900">
              {nearest ? 'Masjid Terdekat' : 'Semua Masjid'}
            </h2>
            {list.isSuccess && (
              <p className="text-sm text-stone-600" data-testid="jumlah-masjid">
                {d.total} masjid
              </p>
            )}
          </div>
          {MapView && (
            <SegmentedControl<DirectoryView> label="Tampilan" value={d.view} onValueChange={d.setView} options={VIEW_OPTIONS} />
          )}
        </div>

        {list.isPending && <LoadingState label="Memuat masjid..." className="py-10" />}
        {list.isError && !list.data && (
          <ErrorState text="Gagal memuat daftar masjid. Silakan coba lagi." onRetry={() => void list.refetch()} />
        )}
        {list.isSuccess && d.items.length === 0 && (
          <EmptyState icon={Building2}>
            <p className="text-lg font-semibold text-stone-900">Masjid tidak ditemukan</p>
            <p className="text-stone-600">Coba kata pencarian lain, misalnya nama daerahnya.</p>
            {d.search && (
              <Button variant="outline" onClick={() => d.setSearch('')}>
                Hapus Pencarian
              </Button>
            )}
          </EmptyState>
        )}

        {d.view === 'peta' && MapView && list.isSuccess ? (
          <Suspense fallback={<LoadingState label="Memuat peta..." className="py-10" />}>
            <MapView points={d.points} items={NO_ITEMS} center={d.center} signedIn={isSignedIn} words={MASJID_WORDS} />
          </Suspense>
        ) : (
          d.items.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="daftar-masjid" aria-busy={list.isFetching}>
              {d.items.map((m) => (
                <li key={m.id} className="min-w-0">
                  <MasjidCard m={m} />
                </li>
              ))}
            </ul>
          )
        )}

        {list.hasNextPage && (
          <Button
            variant="outline"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Memuat...' : 'Muat lebih banyak'}
          </Button>
        )}
      </section>
    </div>
  );
}
