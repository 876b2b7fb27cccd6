import { Pencil, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';
import { CancelSection } from './cancel-dialog';

const STATUS_LABEL: Partial<Record<KajianDetail['status'], string>> = {
  pending: 'Menunggu Persetujuan',
  rejected: 'Ditolak',
  draft: 'Draf',
  inactive: 'Tidak Aktif',
};

/** Hero is the poster (its 'detail' variant, opening the original); nothing without one. */
export function Hero({ kajian }: { kajian: KajianDetail }) {
  if (!kajian.poster) return null;
  return (
    <a
      href={kajian.poster.original}
      target="_blank"
      rel="noopener noreferrer"
      className="block overflow-hidden rounded-2xl bg-stone-100"
    >
      <img
        src={kajian.poster.detail}
        alt={`Poster ${kajian.title}`}
        className="mx-auto max-h-[75vh] w-full object-contain"
        decoding="async"
      />
    </a>
  );
}

export function Header({
  kajian,
  onShare,
}: {
  kajian: KajianDetail;
  onShare: () => void;
}) {
  const editPath = `${kajian.path}/edit`;
  const statusLabel = STATUS_LABEL[kajian.status];
  const upcomingApproved = kajian.type === 'regular' && kajian.status === 'approved' && !kajian.is_past && !kajian.is_cancelled;
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-1.5">
        {kajian.type === 'recurring' && <Badge variant="accent">Kajian Rutin</Badge>}
        {upcomingApproved && <Badge>Akan Datang</Badge>}
        {kajian.is_cancelled && <Badge variant="danger">Dibatalkan</Badge>}
        <Badge variant={kajian.is_online ? 'info' : 'neutral'}>{kajian.is_online ? 'ONLINE' : 'OFFLINE'}</Badge>
        {statusLabel && <Badge variant={kajian.status === 'rejected' ? 'danger' : 'accent'}>{statusLabel}</Badge>}
      </div>
      <h1 className="text-2xl leading-tight font-bold text-balance text-stone-900 sm:text-3xl">{kajian.title}</h1>
      {kajian.series && (
        <p className="text-sm text-stone-700" data-testid="seri-kajian">
          Bagian dari seri:{' '}
          <Link to={`/seri/${kajian.series.slug}`} className="font-semibold text-emerald-800 hover:underline">
            {kajian.series.title}
          </Link>
          {kajian.meeting_label && ` · ${kajian.meeting_label}`}
        </p>
      )}
      <p className="text-sm text-stone-600">
        Diposting oleh{' '}
        <Link to={`/profile/${kajian.creator.id}`} className="font-semibold text-emerald-800 hover:underline">
          {kajian.creator.full_name}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onShare} className="flex-1 sm:flex-none">
          <Share2 aria-hidden />
          Bagikan
        </Button>
        {kajian.can_edit && (
          <Button asChild variant="outline">
            <Link to={editPath}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
        )}
        <CancelSection kajian={kajian} />
      </div>
    </header>
  );
}

