import { LoaderCircle } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';

/** FullScreenLoading covers the screen while the app starts ('Memuat aplikasi...'). */
export function FullScreenLoading({ text = 'Memuat aplikasi...' }: { text?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center"
    >
      <BrandLogo className="size-16" />
      <p className="flex items-center gap-3 text-stone-700">
        <LoaderCircle aria-hidden className="size-6 animate-spin text-emerald-700" />
        {text}
      </p>
    </div>
  );
}
