import { PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LocationPanelComponent } from '@/lib/user-location';
import { HomeFilters } from '../components/home-filters';
import { HomeResults } from '../components/home-results';
import { resetFilters, showAll } from '../home-state';
import { useHomeView } from '../hooks/use-home-view';

/**
 * HomePage is the session list (spec §2 Home): search, filters, location and nearest-first
 * sorting, infinite scroll, 'Kajian Sebelumnya' and a map. The URL holds the view, so a
 * shared link reproduces it. The app layer hands in the location feature's panel.
 */
export function HomePage({ LocationPanel }: { LocationPanel?: LocationPanelComponent }) {
  useDocumentTitle();
  const { isSignedIn } = useSession();
  const view = useHomeView();
  const { state, update, clearSearch } = view;

  const onReset = () => {
    clearSearch();
    update(resetFilters(state));
    notify.success('Filter direset!');
  };
  const onShowAll = () => {
    clearSearch();
    update(showAll(state));
    notify.success('Menampilkan semua kajian');
  };

  return (
    <div className="flex flex-col gap-3 py-1 sm:gap-5 sm:py-2">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold text-stone-900 sm:text-3xl">Jadwal Kajian</h1>
        <p className="hidden text-stone-600 sm:block">
          Temukan kajian insidental dan rutin, online maupun di sekitar Anda.
        </p>
      </div>

      <div className="grid gap-3 md:grid-cols-[1fr_18rem] md:gap-4">
        <div className="min-w-0">{LocationPanel && <LocationPanel onLocated={view.onLocated} />}</div>
        {/* One slim line on a phone; the card with its invitation from md up. */}
        <aside
          aria-labelledby="judul-info-kajian"
          className="flex items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-3 py-1.5 md:flex-col md:items-start md:p-5"
        >
          <h2 id="judul-info-kajian" className="min-w-0 flex-1 text-sm font-semibold text-stone-900 md:flex-none md:text-base">
            Punya info kajian?
          </h2>
          <p className="hidden text-sm text-stone-700 md:block">
            Bagikan jadwal kajian agar lebih banyak jamaah bisa hadir.
          </p>
          <Button asChild variant="secondary" size="sm" className="shrink-0">
            <Link to="/kajian/new">
              <PenSquare aria-hidden /> Posting Kajian
            </Link>
          </Button>
        </aside>
      </div>

      <HomeFilters
        state={state}
        update={update}
        sort={view.sort}
        hasPoint={view.point !== null}
        search={view.search}
        setSearchText={view.setSearchText}
        clearSearch={clearSearch}
      />
      <HomeResults
        state={state}
        update={update}
        sort={view.sort}
        point={view.point}
        list={view.list}
        items={view.items}
        past={view.past}
        total={view.total}
        signedIn={isSignedIn}
        onReset={onReset}
        onShowAll={onShowAll}
      />
    </div>
  );
}
