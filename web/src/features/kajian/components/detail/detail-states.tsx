import { House, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { useDocumentTitle } from '@/lib/use-document-title';

// The states of a session's page before it shows: loading, failed, gone.

/**
 * After this long a missing session's page, or a weekly session's that failed to load, sends the
 * user home (spec §5, §8).
 */
export const NOT_FOUND_REDIRECT_MS = 2500;

/**
 * GoingHome shows the message (the server's for a missing session), then sends the user home with
 * it as a toast.
 */
export function GoingHome({
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
      // The toast is raised once home shows, not before: while home's chunk loads (seconds on a
      // slow phone) the toast would spend its seconds over this page, which already says it.
      void Promise.resolve(navigate('/', { replace: true })).then(() => {
        notify.error(message);
      });
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

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
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

export function Skeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl animate-pulse flex-col gap-4" aria-busy="true" aria-label="Memuat kajian...">
      <div className="h-48 rounded-2xl bg-stone-200" />
      <div className="h-5 w-1/3 rounded bg-stone-200" />
      <div className="h-8 w-4/5 rounded bg-stone-200" />
      <div className="h-64 rounded-2xl bg-stone-100" />
    </div>
  );
}

