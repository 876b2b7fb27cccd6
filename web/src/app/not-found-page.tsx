import { House, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Halaman Tidak Ditemukan');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-emerald-700">404</p>
      <h1 className="text-2xl font-bold text-stone-900">Halaman Tidak Ditemukan</h1>
      <p className="text-stone-600">
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </p>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden />
          Kembali ke Beranda
        </Link>
      </Button>
    </section>
  );
}
