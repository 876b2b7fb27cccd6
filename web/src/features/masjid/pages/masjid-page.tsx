import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Settings, UserCheck } from 'lucide-react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { masjidQueries, type Kajian } from '../api/masjid-api';
import { FacilityList } from '../components/facilities';
import { InfaqBlock } from '../components/infaq-block';
import { MasjidContact } from '../components/masjid-contact';
import { MasjidHeader } from '../components/masjid-header';
import { MasjidWebsiteTools } from '../components/masjid-share';
import { PrayerTimesCard } from '../components/prayer-times';
import { WeeklySchedule } from '../components/weekly-schedule';

/** The session card and the venue map of the kajian feature, handed in by the app layer. */
export interface MasjidSlots {
  KajianCard: ComponentType<{ k: Kajian; signedIn: boolean }>;
  /** Lazy: wrapped in Suspense here. */
  MiniMap: ComponentType<{ latitude: number; longitude: number; label: string }>;
  NotFound: ComponentType;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * MasjidPage is /masjid/{slug}: the masjid, its coming sessions and weekly schedule, today's
 * prayer times, following and the calendar feed, infaq, contact, and the tools for its own
 * website and TV. Its editors (and admins) get 'Kelola masjid'.
 */
export function MasjidPage({ KajianCard, MiniMap, NotFound }: MasjidSlots) {
  const { slug = '' } = useParams();
  const { session, status, isSignedIn } = useSession();
  const query = useQuery({ ...masjidQueries.detail(slug, session.user?.id ?? ''), enabled: status === 'ready' });
  const view = query.data;
  useDocumentTitle(view?.masjid.name ?? 'Masjid');

  if (query.isError && !view) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return <ErrorState text="Gagal memuat halaman masjid. Silakan coba lagi." onRetry={() => void query.refetch()} />;
  }
  if (!view) return <LoadingState label="Memuat masjid..." />;
  const m = view.masjid;

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Link
        to="/masjid"
        className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Direktori Masjid
      </Link>
      <MasjidHeader view={view} />
      <Suspense fallback={<div className="h-48 rounded-2xl bg-stone-100" />}>
        <MiniMap latitude={m.latitude} longitude={m.longitude} label={m.name} />
      </Suspense>
      <PrayerTimesCard times={view.prayer_times} />

      <Section id="judul-mendatang" title="Kajian Mendatang">
        {view.upcoming.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2" data-testid="kajian-mendatang">
            {view.upcoming.map((k) => (
              <KajianCard key={k.id} k={k} signedIn={isSignedIn} />
            ))}
          </div>
        ) : (
          <p className="text-stone-600">Belum ada kajian insidental yang dijadwalkan.</p>
        )}
      </Section>

      <Section id="judul-pekanan" title="Jadwal Kajian Rutin">
        {view.weekly.length > 0 ? (
          <WeeklySchedule days={view.weekly} />
        ) : (
          <p className="text-stone-600">Belum ada kajian rutin pekanan.</p>
        )}
      </Section>

      {m.facility_labels.length > 0 && (
        <Section id="judul-fasilitas" title="Fasilitas">
          <FacilityList items={m.facility_labels} />
        </Section>
      )}
      {m.infaq && <InfaqBlock infaq={m.infaq} masjid={m.name} />}
      <MasjidContact masjid={m} />
      <MasjidWebsiteTools masjid={m} />

      <section aria-labelledby="judul-pengurus" className="flex flex-col gap-2 rounded-2xl border border-dashed border-stone-300 p-4">
        <h2 id="judul-pengurus" className="font-semibold text-stone-900">
          Pengurus Masjid
        </h2>
        <div className="flex flex-wrap gap-2">
          {view.can_edit && (
            <Button asChild size="sm">
              <Link to={`/masjid/${encodeURIComponent(m.slug)}/kelola`}>
                <Settings aria-hidden /> Kelola masjid
              </Link>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to={`/masjid/${encodeURIComponent(m.slug)}/klaim`}>
              <UserCheck aria-hidden /> Saya pengurus masjid ini
            </Link>
          </Button>
        </div>
      </section>
    </article>
  );
}
