import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** A lazy page whose file vanished (a new version was deployed) fails to import. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** RouteError is shown when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">
        {stale ? 'Versi baru tersedia' : 'Terjadi kesalahan'}
      </h1>
      <p className="max-w-md text-stone-600">
        {stale
          ? 'Aplikasi telah diperbarui. Muat ulang halaman untuk melanjutkan.'
          : 'Halaman ini gagal dimuat. Silakan muat ulang atau coba lagi nanti.'}
      </p>
      <Button
        onClick={() => {
          window.location.reload();
        }}
      >
        <RefreshCw aria-hidden />
        Muat Ulang
      </Button>
      <a href="/" className="font-medium text-emerald-800 underline-offset-4 hover:underline">
        Kembali ke Beranda
      </a>
    </div>
  );
}
