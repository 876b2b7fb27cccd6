import { WifiOff } from 'lucide-react';
import { formatInstant } from '@/lib/kajian-format';

/** OfflineNote says that what shows is a copy kept from an earlier visit, and from when. */
export function OfflineNote({ savedAt }: { savedAt: number }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>
        Anda sedang offline. Data terakhir diperbarui {formatInstant(new Date(savedAt).toISOString())}.
      </span>
    </p>
  );
}
