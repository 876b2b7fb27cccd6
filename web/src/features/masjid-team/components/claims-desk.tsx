import { Check, Inbox, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/query-states';
import { formatInstant } from '@/lib/kajian-format';
import type { MasjidClaim } from '../api/masjid-team-api';

const STATUS_LABEL: Record<MasjidClaim['status'], string> = {
  pending: 'Menunggu',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

/** ClaimsDesk lists 'Saya pengurus masjid ini' requests; pending ones can be approved or rejected. */
export function ClaimsDesk({
  claims,
  busyId,
  onDecide,
}: {
  claims: MasjidClaim[];
  busyId: string | null;
  onDecide: (claim: MasjidClaim, approve: boolean) => void;
}) {
  if (claims.length === 0) {
    return (
      <EmptyState icon={Inbox} className="gap-3 p-6">
        <p className="text-stone-700">Tidak ada permintaan pengurus.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {claims.map((c) => (
        <li key={c.id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col">
              <Link to={`/masjid/${c.masjid_slug}`} className="font-semibold text-emerald-800 [overflow-wrap:anywhere] hover:underline">
                {c.masjid_name}
              </Link>
              <p className="text-sm text-stone-700 [overflow-wrap:anywhere]">
                {c.user_name || 'Tanpa nama'} · {c.user_email}
              </p>
            </div>
            <Badge variant={c.status === 'pending' ? 'accent' : c.status === 'approved' ? 'primary' : 'neutral'}>
              {STATUS_LABEL[c.status]}
            </Badge>
          </div>
          {c.note && <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-800 [overflow-wrap:anywhere]">{c.note}</p>}
          <p className="text-xs text-stone-600">Dikirim {formatInstant(c.created_at)}</p>
          {c.status === 'pending' && (
            <div className="flex gap-2">
              <Button size="sm" disabled={busyId === c.id} onClick={() => onDecide(c, true)} aria-label={`Setujui ${c.user_email}`}>
                <Check aria-hidden />
                Setujui
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busyId === c.id}
                onClick={() => onDecide(c, false)}
                aria-label={`Tolak ${c.user_email}`}
              >
                <X aria-hidden />
                Tolak
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
