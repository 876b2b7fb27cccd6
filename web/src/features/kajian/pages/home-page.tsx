import { PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LocationPanelComponent } from '@/lib/user-location';
import { HomeFilters } from '../components/home-filters';
import { HomeRekapButton } from '../components/home-rekap-button';
import { HomeResults } from '../components/home-results';
import { WaktuChips } from '../components/waktu-chips';
import { resetFilters, showAll, toggleWaktu } from '../home-state';
import { useHomeView } from '../hooks/use-home-view';

/**
 * HomePage is the session list (spec §2 Home): search, filters, location and nearest-first
 * sorting, infinite scroll, 'Kajian Sebelumnya' and a map. The URL holds the view, so a
 * shared link reproduces it. The app layer hands in the location feature's panel.
 */
export function HomePage({ LocationPanel }: { LocationPanel?: LocationPanelComponent }) {
  useDocumentTitle();
  const { isSignedIn, isAdmin } = useSession();
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
        {/* 'Salin rekap' sits beside the page's title, where a phone has room to spare: the rows above
            the list stay as they were, and so does the number of cards above the fold. */}
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-bold text-stone-900 sm:text-3xl">Jadwal Kajian</h1>
          {view.list.isSuccess && view.total > 0 && <HomeRekapButton params={view.params} />}
        </div>
        <p className="hidden text-stone-600 sm:block">
          Temukan kajian insidental dan rutin, online maupun di sekitar Anda.
        </p>
      </div>

      <div className={isAdmin ? 'min-w-0' : 'grid gap-3 md:grid-cols-[1fr_18rem] md:gap-4'}>
        <div className="min-w-0">{LocationPanel && <LocationPanel onLocated={view.onLocated} />}</div>
        {/* One slim line on a phone; the card with its invitation from md up. Admins are not
            invited as visitors are: they post from the menu and publish at once. */}
        {!isAdmin && (
          <aside
            aria-labelledby="judul-info-kajian"
            className="flex items-center gap-2 px-1 text-sm md:flex-col md:items-start md:rounded-2xl md:border md:border-amber-200 md:bg-amber-50 md:p-5"
          >
            <h2 id="judul-info-kajian" className="font-semibold text-stone-900 md:text-base">
              Punya info kajian?
            </h2>
            <p className="hidden text-sm text-stone-700 md:block">
              Bagikan jadwal kajian agar lebih banyak jamaah bisa hadir.
            </p>
            <Link
              to="/kajian/new"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-1 font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 md:min-h-10 md:bg-emerald-50 md:px-3 md:no-underline"
            >
              <PenSquare aria-hidden className="size-4" /> Posting Kajian
            </Link>
          </aside>
        )}
      </div>

      <HomeFilters
        state={state}
        update={update}
        sort={view.sort}
        hasPoint={view.point !== null}
        point={view.point}
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
        points={view.points}
        signedIn={isSignedIn}
        onReset={onReset}
        onShowAll={onShowAll}
        timeChips={<WaktuChips value={state.waktu} onToggle={(waktu) => update(toggleWaktu(state, waktu))} />}
      />
    </div>
  );
}
