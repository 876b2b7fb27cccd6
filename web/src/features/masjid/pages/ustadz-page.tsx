import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { masjidQueries, type Kajian } from '../api/masjid-api';
import { FollowToggle } from '../components/follow-toggle';
import { MasjidCard } from '../components/masjid-card';
import { CalendarLink } from '../components/masjid-share';

/** The session card of the kajian feature and the not-found page, handed in by the app layer. */
export interface UstadzSlots {
  KajianCard: ComponentType<{ k: Kajian; signedIn: boolean }>;
  NotFound: ComponentType;
}

/**
 * UstadzPage is /ustadz/{slug}: the speaker's name as most sessions write it, their coming
 * sessions everywhere, the masjid where they teach, 'Ikuti' and their calendar feed. It shows
 * nothing about the person beyond what their sessions already show.
 */
export function UstadzPage({ KajianCard, NotFound }: UstadzSlots) {
  const { slug = '' } = useParams();
  const { isSignedIn } = useSession();
  const query = useQuery(masjidQueries.ustadz(slug));
  const view = query.data;
  useDocumentTitle(view?.name ?? 'Ustadz');

  if (query.isError && !view) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return <ErrorState text="Gagal memuat halaman ustadz. Silakan coba lagi." onRetry={() => void query.refetch()} />;
  }
  if (!view) return <LoadingState label="Memuat..." />;

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Link
        to="/"
        className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Beranda
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <UserRound aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-stone-500">Pemateri</p>
            <h1 className="text-2xl leading-tight font-bold text-stone-900">{view.name}</h1>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FollowToggle target={{ kind: 'ustadz', name: view.name }} />
          <CalendarLink feed={view.feed_url} />
        </div>
      </header>

      <section aria-labelledby="judul-kajian-ustadz" className="flex flex-col gap-2">
        <h2 id="judul-kajian-ustadz" className="text-lg font-bold text-stone-900">
          Kajian Mendatang
        </h2>
        {view.upcoming.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2" data-testid="kajian-ustadz">
            {view.upcoming.map((k) => (
              <KajianCard key={`${k.type}-${k.id}`} k={k} signedIn={isSignedIn} />
            ))}
          </div>
        ) : (
          <p className="text-stone-600">Belum ada kajian mendatang.</p>
        )}
      </section>

      {view.masjid.length > 0 && (
        <section aria-labelledby="judul-masjid-ustadz" className="flex flex-col gap-2">
          <h2 id="judul-masjid-ustadz" className="text-lg font-bold text-stone-900">
            Mengisi Kajian di
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {view.masjid.map((m) => (
              <li key={m.id} className="min-w-0">
                <MasjidCard m={m} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
