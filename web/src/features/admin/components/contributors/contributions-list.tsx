import { BadgeCheck, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatInstant } from '@/lib/kajian-format';
import type { DirectPublication } from '../../api/contributors-api';

const STATUS: Record<string, [string, BadgeProps['variant']]> = {
  approved: ['Disetujui', 'primary'],
  active: ['Aktif', 'primary'],
  pending: ['Menunggu', 'accent'],
  rejected: ['Ditolak', 'danger'],
  inactive: ['Tidak Aktif', 'neutral'],
  draft: ['Draf', 'neutral'],
};

function statusOf(p: DirectPublication): [string, BadgeProps['variant']] {
  return p.status ? (STATUS[p.status] ?? [p.status, 'neutral']) : ['Dihapus', 'neutral'];
}

/** ContributionsList shows what contributors published without review, each with its undo. */
export function ContributionsList({
  items,
  busyId,
  onUnpublish,
}: {
  items: DirectPublication[];
  busyId: string | null;
  onUnpublish: (p: DirectPublication) => void;
}) {
  if (items.length === 0) {
    return <p className="text-sm text-stone-600">Belum ada kajian yang dipublikasikan langsung oleh kontributor.</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {items.map((p) => {
        const [label, variant] = statusOf(p);
        const path = p.slug ? `/${p.type === 'recurring' ? 'kajian-rutin' : 'kajian'}/${p.slug}` : null;
        return (
          <li key={p.log_id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="info">
                <BadgeCheck aria-hidden className="size-3.5" />
                Dipublikasikan langsung
              </Badge>
              <Badge variant={variant}>{label}</Badge>
            </div>
            <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
              {path ? (
                <Link to={path} className="hover:text-emerald-700 hover:underline">
                  {p.title}
                </Link>
              ) : (
                p.title
              )}
            </p>
            <p className="text-sm text-stone-600">
              {p.type === 'recurring' ? 'Kajian rutin' : 'Kajian'} oleh kontributor{' '}
              <span className="font-medium text-stone-800">{p.contributor_name ?? 'Unknown'}</span>
              {' \u00b7 '}
              {formatInstant(p.published_at)}
            </p>
            {p.undoable && (
              <Button
                variant="outline"
                className="self-start"
                disabled={busyId !== null}
                onClick={() => onUnpublish(p)}
              >
                <Undo2 aria-hidden className="size-4" />
                {busyId === p.log_id ? 'Mengembalikan...' : 'Kembalikan ke Antrean'}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
