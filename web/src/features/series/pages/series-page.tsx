import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { seriesQueries } from '../api/series-api';
import { MeetingList } from '../components/meeting-list';
import { SeriesFollow } from '../components/series-follow';
import { SeriesNotes } from '../components/series-notes';

/**
 * SeriesPage is /seri/{slug}: a series of sessions on one kitab with its ustadz, 'Ikuti Seri',
 * its coming and past meetings numbered from its start ('Pertemuan ke-14 · Sabtu, 12 Desember
 * 2026') and the public notes of its sessions.
 */
export function SeriesPage() {
  const { slug = '' } = useParams();
  const query = useQuery(seriesQueries.page(slug));
  const view = query.data;
  useDocumentTitle(view?.series.title ?? 'Seri Kajian');

  if (query.isError && !view) {
    if (isApiError(query.error) && query.error.status === 404) return <SeriesMissing message={query.error.message} />;
    return <ErrorState text="Gagal memuat seri kajian. Silakan coba lagi." onRetry={() => void query.refetch()} />;
  }
  if (!view) return <LoadingState label="Memuat..." />;
  const { series } = view;

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
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <BookOpen aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-stone-500">Seri Kajian</p>
            <h1 className="text-2xl leading-tight font-bold text-stone-900">{series.title}</h1>
            <p className="mt-1 text-stone-700">Bersama {series.ustaz}</p>
            {series.kitab && <p className="text-stone-700">Kitab: {series.kitab}</p>}
          </div>
        </div>
        <SeriesFollow slug={series.slug} title={series.title} />
      </header>

      <section aria-labelledby="judul-pertemuan-mendatang" className="flex flex-col gap-2">
        <h2 id="judul-pertemuan-mendatang" className="text-lg font-bold text-stone-900">
          Pertemuan Mendatang
        </h2>
        <MeetingList meetings={view.coming} empty="Belum ada pertemuan mendatang." testId="pertemuan-mendatang" />
      </section>

      <section aria-labelledby="judul-pertemuan-sebelumnya" className="flex flex-col gap-2">
        <h2 id="judul-pertemuan-sebelumnya" className="text-lg font-bold text-stone-900">
          Pertemuan Sebelumnya
        </h2>
        <MeetingList meetings={view.past} empty="Belum ada pertemuan sebelumnya." testId="pertemuan-sebelumnya" />
      </section>

      <section aria-labelledby="judul-catatan-seri" className="flex flex-col gap-2">
        <h2 id="judul-catatan-seri" className="text-lg font-bold text-stone-900">
          Catatan Jamaah
        </h2>
        <SeriesNotes notes={view.notes} />
      </section>
    </article>
  );
}

/** SeriesMissing is an unknown series' page: the server's 'Seri kajian tidak ditemukan'. */
function SeriesMissing({ message }: { message: string }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 py-8">
      <EmptyState icon={SearchX}>
        <h1 className="text-xl font-bold text-stone-900">{message}</h1>
        <Link to="/" className="font-medium text-emerald-800 underline-offset-2 hover:underline">
          Kembali ke Beranda
        </Link>
      </EmptyState>
    </section>
  );
}
