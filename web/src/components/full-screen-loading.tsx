import { BrandLogo } from '@/components/brand-logo';
import { Spinner } from '@/components/ui/spinner';

/** FullScreenLoading covers the screen while the app starts ('Memuat aplikasi...'). */
export function FullScreenLoading({ text = 'Memuat aplikasi...' }: { text?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      <BrandLogo className="size-16" />
      <div className="flex items-center gap-3 text-stone-700">
        <Spinner label={text} />
        <p aria-hidden>{text}</p>
      </div>
    </div>
  );
}
