import { LoaderCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isUpdating, subscribeUpdating } from '@/features/pwa/service-worker';

/** UpdateIndicator shows 'Memperbarui...' while a new version of the app is applied. */
export function UpdateIndicator() {
  const updating = useSyncExternalStore(subscribeUpdating, isUpdating, () => false);
  if (!updating) return null;
  return (
    <div
      role="status"
      className="fixed top-3 left-1/2 z-[60] flex -translate-x-1/2 items-center gap-2 rounded-full bg-emerald-800 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      Memperbarui...
    </div>
  );
}
