import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX, House, Pencil, RefreshCw, SearchX, Share2, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { kajianDetailQueries, type KajianDetail, type KajianKind } from '@/features/kajian/api/detail-queries';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AttendanceSection, SignInPrompt } from './attendance-section';
import { HolidaysList } from './holidays-list';
import { LiveBanner } from './live-banner';
import { PublicNotes } from './public-notes';
import { SessionInfo } from './session-info';

const MiniMap = lazy(() => import('./mini-map'));

/** The share dialog, supplied by the app layer (features do not import each other). */
export type ShareDialogComponent = ComponentType<{
  kajian: KajianDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/**
 * After this long a missing session's page, or a weekly session's that failed to load, sends the
 * user home (spec §5, §8).
 */
export const NOT_FOUND_REDIRECT_MS = 2500;

const LOAD_FAILED: Record<KajianKind, string> = {
  regular: 'Gagal memuat detail kajian',
  recurring: 'Gagal memuat detail kajian rutin',
};

const NOT_FOUND: Record<KajianKind, string> = {
  regular: 'Kajian tidak ditemukan',
  recurring: 'Kajian rutin tidak ditemukan',
};

const STATUS_LABEL: Partial<Record<KajianDetail['status'], string>> = {
  pending: 'Menunggu Persetujuan',
  rejected: 'Ditolak',
  draft: 'Draf',
  inactive: 'Tidak Aktif',
};

/**
 * GoingHome shows the message (the server's for a missing session), then sends the user home with
 * it as a toast.
 */
function GoingHome({
  message,
  icon = <SearchX aria-hidden className="size-8" />,
}: {
  message: string;
  icon?: ReactNode;
}) {
  const navigate = useNavigate();
  useDocumentTitle(message);
  useEffect(() => {
    const timer = setTimeout(() => {
      notify.error(message);
      void navigate('/', { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [message, navigate]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center" role="alert">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{message}</h1>
      <p className="text-stone-600">Anda akan diarahkan ke beranda.</p>
      <Button asChild size="lg">
        <Link to="/" replace>
          <House aria-hidden />
          Kembali ke beranda
        </Link>
      </Button>
    </section>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle(message);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center" role="alert">
      <h1 className="text-xl font-bold text-stone-900">{message}</h1>
      <p className="text-stone-600">Periksa koneksi internet Anda lalu coba lagi.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden />
          Coba Lagi
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Kembali ke beranda</Link>
        </Button>
      </div>
    </section>
  );
}

function Skeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl animate-pulse flex-col gap-4" aria-busy="true" aria-label="Memuat kajian...">
      <div className="h-48 rounded-2xl bg-stone-200" />
      <div className="h-5 w-1/3 rounded bg-stone-200" />
      <div className="h-8 w-4/5 rounded bg-stone-200" />
      <div className="h-64 rounded-2xl bg-stone-100" />
    </div>
  );
}

/** Hero is the poster (its 'detail' variant, opening the original); nothing without one. */
function Hero({ kajian }: { kajian: KajianDetail }) {
  if (!kajian.poster) return null;
  return (
    <a
      href={kajian.poster.original}
      target="_blank"
      rel="noopener noreferrer"
      className="block overflow-hidden rounded-2xl bg-stone-100"
    >
      <img
        src={kajian.poster.detail}
        alt={`Poster ${kajian.title}`}
        className="mx-auto max-h-[75vh] w-full object-contain"
        decoding="async"
      />
    </a>
  );
}

function Header({
  kajian,
  onShare,
}: {
  kajian: KajianDetail;
  onShare: () => void;
}) {
  const editPath = `${kajian.path}/edit`;
  const statusLabel = STATUS_LABEL[kajian.status];
  const upcomingApproved = kajian.type === 'regular' && kajian.status === 'approved' && !kajian.is_past;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-1.5">
        {kajian.type === 'recurring' && <Badge variant="accent">Kajian Rutin</Badge>}
        {upcomingApproved && <Badge>Akan Datang</Badge>}
        <Badge variant={kajian.is_online ? 'info' : 'neutral'}>{kajian.is_online ? 'ONLINE' : 'OFFLINE'}</Badge>
        {statusLabel && <Badge variant={kajian.status === 'rejected' ? 'danger' : 'accent'}>{statusLabel}</Badge>}
      </div>
      <h1 className="text-2xl leading-tight font-bold text-balance text-stone-900 sm:text-3xl">{kajian.title}</h1>
      <p className="text-sm text-stone-600">
        Diposting oleh{' '}
        <Link to={`/profile/${kajian.creator.id}`} className="font-semibold text-emerald-800 hover:underline">
          {kajian.creator.full_name}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onShare} className="flex-1 sm:flex-none">
          <Share2 aria-hidden />
          Bagikan
        </Button>
        {kajian.can_edit && (
          <Button asChild variant="outline">
            <Link to={editPath}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

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
  const goesHome = kind === 'recurring' && !kajian;
  useEffect(() => {
    if (query.isError && !(isApiError(query.error) && query.error.status === 404) && !goesHome) {
      notify.error(LOAD_FAILED[kind]);
    }
  }, [query.isError, query.error, kind, goesHome]);

  if (query.isError && !kajian) {
    if (isApiError(query.error) && query.error.status === 404) {
      // The server says which: missing, or not (yet) visible to this viewer.
      const ours = /^(kajian|recurring_kajian)_not_/.test(query.error.code);
      return <GoingHome message={ours ? query.error.message : NOT_FOUND[kind]} />;
    }
    if (kind === 'recurring') {
      return <GoingHome message={LOAD_FAILED[kind]} icon={<WifiOff aria-hidden className="size-8" />} />;
    }
    return <LoadFailed message={LOAD_FAILED[kind]} onRetry={() => void query.refetch()} />;
  }
  if (!kajian) return <Skeleton />;

  const hasMap = kajian.latitude !== null && kajian.longitude !== null;

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link
        to="/"
        className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Beranda
      </Link>
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
      <LiveBanner kajian={kajian} />
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

      {isSignedIn ? (
        <AttendanceSection kajian={kajian} slug={slug} viewer={viewer} stale={query.isPlaceholderData} />
      ) : (
        <SignInPrompt />
      )}

      {kajian.type === 'recurring' && <HolidaysList kajian={kajian} />}
      <PublicNotes kind={kind} slug={slug} />

      <ShareDialog kajian={kajian} open={sharing} onOpenChange={setSharing} />
    </article>
  );
}
