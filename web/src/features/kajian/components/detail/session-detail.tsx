import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { OfflineNote } from '@/components/offline-note';
import { notify } from '@/components/ui/toaster';
import { kajianDetailQueries, type KajianDetail, type KajianKind } from '@/features/kajian/api/detail-queries';
import { isApiError } from '@/lib/api-client';
import { isOfflineError, offlineSince } from '@/lib/offline-copy';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AttendanceSection, SignInPrompt } from './attendance-section';
import { Header, Hero } from './detail-header';
import { GoingHome, LoadFailed, Skeleton } from './detail-states';
import { CancelledDates, HolidaysList } from './holidays-list';
import { LiveBanner } from './live-banner';
import { PublicNotes } from './public-notes';
import { ReportSection } from './report-dialog';
import { SessionInfo } from './session-info';
import { UncancelButton } from './uncancel-button';

const MiniMap = lazy(() => import('./mini-map'));

/** The share dialog, supplied by the app layer (features do not import each other). */
export type ShareDialogComponent = ComponentType<{
  kajian: KajianDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/** What a session page never opened on this device says without a connection. */
export const NOT_SEEN_OFFLINE = 'Halaman ini belum pernah dibuka di perangkat ini, jadi belum bisa dibaca tanpa koneksi.';

const LOAD_FAILED: Record<KajianKind, string> = {
  regular: 'Gagal memuat detail kajian',
  recurring: 'Gagal memuat detail kajian rutin',
};

/** The status that makes a session public: only a public session is for anyone to report. */
const PUBLIC_STATUS: Record<KajianKind, string> = { regular: 'approved', recurring: 'active' };

const NOT_FOUND: Record<KajianKind, string> = {
  regular: 'Kajian tidak ditemukan',
  recurring: 'Kajian rutin tidak ditemukan',
};


/**
 * SessionDetail is the page of one session, one-off or weekly (spec §2): everything about it,
 * attendance, public notes and sharing. Missing and hidden sessions show the server's message
 * and send the user home.
 */
export function SessionDetail({
  kind,
  slug,
  ShareDialog,
}: {
  kind: KajianKind;
  slug: string;
  ShareDialog: ShareDialogComponent;
}) {
  const { session, status: sessionStatus, isSignedIn } = useSession();
  const viewer = session.user?.id ?? '';
  const query = useQuery({ ...kajianDetailQueries.detail(kind, slug, viewer), enabled: sessionStatus === 'ready' });
  const [sharing, setSharing] = useState(false);
  const kajian = query.data;
  useDocumentTitle(kajian?.title ?? (kind === 'recurring' ? 'Kajian Rutin' : 'Detail Kajian'));

  // A weekly session with nothing to show goes home and says so there (spec §8); otherwise the
  // failure is said here, over the copy from browser storage or the retry button.
  const offline = isOfflineError(query.error);
  const goesHome = kind === 'recurring' && !kajian && !offline;
  useEffect(() => {
    if (query.isError && !(isApiError(query.error) && query.error.status === 404) && !goesHome && !offline) {
      notify.error(LOAD_FAILED[kind]);
    }
  }, [query.isError, query.error, kind, goesHome, offline]);

  if (query.isError && !kajian) {
    if (isApiError(query.error) && query.error.status === 404) {
      // The server says which: missing, or not (yet) visible to this viewer.
      const ours = /^(kajian|recurring_kajian)_not_/.test(query.error.code);
      return <GoingHome message={ours ? query.error.message : NOT_FOUND[kind]} />;
    }
    if (offline) {
      // Never opened on this device, so no copy to read: say so, and let the user try again.
      return <LoadFailed message={NOT_SEEN_OFFLINE} onRetry={() => void query.refetch()} />;
    }
    if (kind === 'recurring') {
      return <GoingHome message={LOAD_FAILED[kind]} icon={<WifiOff aria-hidden className="size-8" />} />;
    }
    return <LoadFailed message={LOAD_FAILED[kind]} onRetry={() => void query.refetch()} />;
  }
  if (!kajian) return <Skeleton />;

  const hasMap = kajian.latitude !== null && kajian.longitude !== null;
  const savedAt = offlineSince(kajian);

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link
        to="/"
        className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Beranda
      </Link>
      {savedAt !== undefined && <OfflineNote savedAt={savedAt} />}
      <Hero kajian={kajian} />
      <Header kajian={kajian} onShare={() => setSharing(true)} />

      {kajian.rejection_reason && kajian.status === 'rejected' && (
        <p className="rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">Alasan penolakan:</span> {kajian.rejection_reason}
        </p>
      )}
      {kajian.is_holiday_today && (
        <section role="status" className="flex gap-3 rounded-2xl border border-red-300 bg-red-600 p-4 text-white">
          <CalendarX aria-hidden className="size-6 shrink-0" />
          <div>
            <p className="font-bold">Libur Hari Ini</p>
            {kajian.holiday_today?.reason && <p className="text-sm text-red-50">{kajian.holiday_today.reason}</p>}
          </div>
        </section>
      )}
      {kajian.is_cancelled && (
        <section
          role="status"
          data-testid="cancelled-banner"
          className="flex gap-3 rounded-2xl border border-red-300 bg-red-600 p-4 text-white"
        >
          <CalendarX aria-hidden className="size-6 shrink-0" />
          <div className="flex flex-col gap-2">
            <p className="font-bold">{kajian.cancelled_label}</p>
            <UncancelButton kajian={kajian} label="Batalkan pembatalan kajian ini" />
          </div>
        </section>
      )}
      {!(kajian.type === 'regular' && kajian.is_cancelled) && <LiveBanner kajian={kajian} />}
      <SessionInfo kajian={kajian} />
      {hasMap && (
        <Suspense fallback={<div className="h-48 rounded-2xl bg-stone-100" />}>
          <MiniMap latitude={kajian.latitude ?? 0} longitude={kajian.longitude ?? 0} label={kajian.location ?? kajian.title} />
        </Suspense>
      )}
      {kajian.description && (
        <section aria-labelledby="deskripsi" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h2 id="deskripsi" className="font-semibold text-stone-900">
            Deskripsi
          </h2>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-stone-700">{kajian.description}</p>
        </section>
      )}

      {/* A cancelled one-off takes no answers (those given are kept); a weekly one's go to its next date held. */}
      {kajian.type === 'regular' && kajian.is_cancelled ? null : isSignedIn ? (
        <AttendanceSection kajian={kajian} slug={slug} viewer={viewer} stale={query.isPlaceholderData} />
      ) : (
        <SignInPrompt type={kajian.type} />
      )}

      {kajian.type === 'recurring' && <CancelledDates kajian={kajian} />}
      {kajian.type === 'recurring' && <HolidaysList kajian={kajian} />}
      <PublicNotes kind={kind} slug={slug} />
      {kajian.status === PUBLIC_STATUS[kind] && <ReportSection kind={kind} slug={slug} title={kajian.title} />}

      <ShareDialog kajian={kajian} open={sharing} onOpenChange={setSharing} />
    </article>
  );
}
