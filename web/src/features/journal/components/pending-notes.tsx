import { useQuery } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useSession } from '@/lib/session';
import { pendingNotes } from '../lib/offline-queue';

/** The query key of the notes waiting in this browser for a connection. */
export const PENDING_KEY = ['journal', 'pending'] as const;

/** PendingNotes says how many notes wait in this browser for a connection ('Menunggu koneksi'). */
export function PendingNotes() {
  const { session } = useSession();
  const userId = session.user?.id ?? '';
  const pending = useQuery({ queryKey: [...PENDING_KEY, userId], queryFn: () => pendingNotes(userId), enabled: userId !== '' });
  const n = pending.data?.length ?? 0;
  if (n === 0) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <CloudOff aria-hidden className="size-5 shrink-0" />
      <span>
        <strong>Menunggu koneksi:</strong> {n} catatan tersimpan di perangkat ini dan akan dikirim saat koneksi kembali.
      </span>
    </p>
  );
}
