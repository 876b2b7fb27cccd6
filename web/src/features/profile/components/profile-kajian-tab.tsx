import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, MapPin, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LoadingState } from '@/components/ui/query-states';
import { profileQueries, type Kajian } from '@/features/profile/api/profile-api';
import { formatTimeRange } from '@/lib/schedule-words';

function KajianRow({ kajian }: { kajian: Kajian }) {
  const weekly = kajian.type === 'recurring';
  return (
    <li>
      <Link
        to={kajian.path}
        className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-emerald-300 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <div className="flex flex-wrap items-center gap-2">
          {weekly ? <Badge>Kajian Rutin</Badge> : <Badge variant="info">Kajian</Badge>}
          {kajian.is_online && <Badge variant="neutral">ONLINE</Badge>}
        </div>
        <p className="font-semibold text-stone-900">{kajian.title}</p>
        <p className="text-sm text-stone-600">{kajian.ustaz}</p>
        <div className="flex flex-col gap-1 text-sm text-stone-700">
          <span className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-stone-400" />
            {kajian.schedule}
          </span>
          <span className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-stone-400" />
            {formatTimeRange(kajian)}
          </span>
          <span className="flex items-center gap-2">
            {kajian.is_online ? (
              <Radio aria-hidden className="size-4 text-stone-400" />
            ) : (
              <MapPin aria-hidden className="size-4 text-stone-400" />
            )}
            {kajian.is_online ? 'Live Stream' : (kajian.location ?? '-')}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** ProfileKajianTab lists a user's approved one-off and active weekly sessions. */
export function ProfileKajianTab({ userId }: { userId: string }) {
  const query = useQuery(profileQueries.kajian(userId));
  if (query.isPending) {
    return <LoadingState label="Memuat kajian..." className="py-10" />;
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
        Belum ada kajian yang diposting.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((k) => (
        <KajianRow key={k.id} kajian={k} />
      ))}
    </ul>
  );
}
