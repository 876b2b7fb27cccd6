import { CalendarDays, Clock, Eye, MapPin, Pencil, Trash2, User, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { attendeesLabel, sessionStatus } from '@/lib/kajian-format';
import { scheduleInWIB } from '@/lib/schedule-words';
import type { MyKajianItem } from '../api/my-kajian-api';
import { ResubmitButton } from './resubmit-button';

/**
 * MyKajianCard is one of the user's sessions with its links, the delete action and, for a
 * rejected posting, 'Ajukan ulang'.
 */
export function MyKajianCard({ item, onDelete }: { item: MyKajianItem; onDelete: (item: MyKajianItem) => void }) {
  const status = sessionStatus(item.status);
  const when = scheduleInWIB(item);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={item.type === 'recurring' ? 'info' : 'neutral'}>
          {item.type === 'recurring' ? 'Kajian Rutin' : 'Kajian Insidental'}
        </Badge>
        <Badge variant={status.variant}>{status.label}</Badge>
        {item.is_online && (
          <Badge variant="info">
            <Video aria-hidden className="size-3" />
            Online
          </Badge>
        )}
        {item.type === 'regular' && item.is_past && <Badge variant="neutral">Sudah lewat</Badge>}
      </div>
      <h2 className="text-lg leading-snug font-semibold text-stone-900">
        <Link to={item.path} className="hover:text-emerald-800 hover:underline">
          {item.title}
        </Link>
      </h2>
      <dl className="grid gap-1.5 text-sm text-stone-700">
        <div className="flex gap-2">
          <dt className="shrink-0">
            <span className="sr-only">Pemateri</span>
            <User aria-hidden className="mt-0.5 size-4 text-emerald-700" />
          </dt>
          <dd>{item.ustaz}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0">
            <span className="sr-only">Jadwal</span>
            <CalendarDays aria-hidden className="mt-0.5 size-4 text-emerald-700" />
          </dt>
          <dd>{when.day}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0">
            <span className="sr-only">Waktu</span>
            <Clock aria-hidden className="mt-0.5 size-4 text-emerald-700" />
          </dt>
          <dd>{when.time}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0">
            <span className="sr-only">Tempat</span>
            <MapPin aria-hidden className="mt-0.5 size-4 text-emerald-700" />
          </dt>
          <dd>{item.is_online ? 'Online' : (item.location ?? '-')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0">
            <span className="sr-only">Kehadiran</span>
            <Users aria-hidden className="mt-0.5 size-4 text-emerald-700" />
          </dt>
          <dd>{attendeesLabel(item.rsvp_count)}</dd>
        </div>
      </dl>
      {item.status === 'rejected' && item.rejection_reason && (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Alasan penolakan:</span> {item.rejection_reason}
        </p>
      )}
      {item.status === 'rejected' && item.can_edit && (
        <p className="text-sm text-stone-600">Perbaiki dengan Edit, lalu ajukan ulang untuk ditinjau admin.</p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button asChild variant="outline" size="sm">
          <Link to={item.path}>
            <Eye aria-hidden className="size-4" />
            Lihat
          </Link>
        </Button>
        {item.can_edit && (
          <Button asChild variant="outline" size="sm">
            <Link to={`${item.path}/edit`} aria-label={`Edit ${item.title}`}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Link>
          </Button>
        )}
        {item.status === 'rejected' && item.can_edit && <ResubmitButton item={item} />}
        {item.can_delete && (
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Hapus ${item.title}`}
            onClick={() => {
              onDelete(item);
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            Hapus
          </Button>
        )}
      </div>
    </article>
  );
}
