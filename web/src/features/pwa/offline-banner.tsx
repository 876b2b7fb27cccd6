import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/features/pwa/use-online-status';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      Anda sedang offline. Beberapa fitur mungkin tidak tersedia.
    </div>
  );
}
