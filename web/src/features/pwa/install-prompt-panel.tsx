import { Share, SquarePlus, X } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

/** InstallPromptPanel is what InstallPrompt shows: the native offer or the iOS guide. */
export function InstallPromptPanel({
  mode,
  titleId,
  close,
  install,
}: {
  mode: 'native' | 'ios';
  titleId: string;
  close: () => void;
  install: () => void;
}) {
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-emerald-200 bg-white p-4 shadow-xl sm:right-4 sm:left-auto"
    >
      <button
        type="button"
        onClick={close}
        aria-label="Tutup"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      <div className="flex gap-3 pr-10">
        <BrandLogo className="size-12" />
        <div>
          <h2 id={titleId} className="font-semibold text-stone-900">
            {mode === 'ios' ? 'Cara Install' : 'Install Kajian Kita'}
          </h2>
          <p className="text-sm text-stone-600">
            {mode === 'ios'
              ? 'Pasang Kajian Kita di layar utama iPhone atau iPad Anda:'
              : 'Pasang aplikasi di layar utama untuk membuka jadwal kajian lebih cepat.'}
          </p>
        </div>
      </div>
      {mode === 'ios' ? (
        <>
          <ol className="mt-3 flex flex-col gap-2 text-sm text-stone-800">
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                1
              </span>
              <span>
                Ketuk tombol <strong>Bagikan</strong>{' '}
                <Share aria-label="(ikon Bagikan)" className="inline size-4 align-text-bottom" /> di
                Safari.
              </span>
            </li>
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                2
              </span>
              <span>
                Pilih <strong>Tambah ke Layar Utama</strong>{' '}
                <SquarePlus aria-hidden className="inline size-4 align-text-bottom" />.
              </span>
            </li>
            <li className="flex items-center gap-2">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-800">
                3
              </span>
              <span>
                Ketuk <strong>Tambah</strong> di pojok kanan atas.
              </span>
            </li>
          </ol>
          <Button variant="secondary" className="mt-3 w-full" onClick={close}>
            Mengerti
          </Button>
        </>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button className="flex-1" onClick={install}>
            Install Sekarang
          </Button>
          <Button variant="ghost" onClick={close}>
            Nanti Saja
          </Button>
        </div>
      )}
    </div>
  );
}
