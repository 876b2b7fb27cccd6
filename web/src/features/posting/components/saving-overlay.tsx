import { LoaderCircle } from 'lucide-react';

/** SavingOverlay covers the page while a session is saved (spec §2 saving indicator). */
export function SavingOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="saving-title"
      aria-describedby="saving-text"
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950/50 px-6"
    >
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-xl">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-emerald-700" />
        <p id="saving-title" className="text-lg font-semibold text-stone-900">
          Menyimpan kajian...
        </p>
        <p id="saving-text" className="text-stone-600">
          Mohon tunggu dan jangan refresh halaman.
        </p>
      </div>
    </div>
  );
}
