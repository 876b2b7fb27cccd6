import { Search, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { LoadingState } from '@/components/ui/query-states';
import { sessionStatus } from '@/lib/kajian-format';
import { scheduleInWIB } from '@/lib/schedule-words';
import { ADMIN_SESSIONS_PAGE_SIZE, type AdminSession, type AdminSessionPage, type AdminSessionQuery } from '../../api/dashboard-api';

const TYPES = [
  { value: 'all', label: 'Semua' },
  { value: 'regular', label: 'Insidental' },
  { value: 'recurring', label: 'Rutin' },
] as const;

function Row({ item, onDelete }: { item: AdminSession; onDelete: (s: AdminSession) => void }) {
  const status = sessionStatus(item.status);
  const when = scheduleInWIB(item);
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={item.type === 'recurring' ? 'info' : 'neutral'}>{item.type === 'recurring' ? 'Rutin' : 'Insidental'}</Badge>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <Link to={item.path} className="font-semibold text-stone-900 [overflow-wrap:anywhere] hover:text-emerald-800 hover:underline">
          {item.title}
        </Link>
        <p className="text-sm text-stone-600">{item.ustaz}</p>
        <p className="text-sm text-stone-600">
          {when.day} · {when.time}
        </p>
        <p className="flex items-center gap-1 text-xs text-stone-500">
          <Users aria-hidden className="size-3.5" />
          {item.rsvp_count} hadir
        </p>
      </div>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={`Hapus kajian ${item.title}`}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** AllSessions is the dashboard's list of every session, both kinds and every status, 10 a page. */
export function AllSessions({
  query,
  onQuery,
  page,
  loading,
  onDelete,
}: {
  query: AdminSessionQuery;
  onQuery: (q: AdminSessionQuery) => void;
  page: AdminSessionPage | undefined;
  loading: boolean;
  onDelete: (s: AdminSession) => void;
}) {
  const from = page ? (page.page - 1) * ADMIN_SESSIONS_PAGE_SIZE + 1 : 0;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby="all-sessions">
      <h2 id="all-sessions" className="font-semibold text-stone-900">
        Semua Kajian {page && <span className="font-normal text-stone-600">({page.total})</span>}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
          <Input
            type="search"
            aria-label="Cari kajian"
            placeholder="Cari judul, ustadz, atau lokasi..."
            className="pl-9"
            value={query.q}
            onChange={(e) => onQuery({ ...query, q: e.target.value, page: 1 })}
          />
        </div>
        <SegmentedControl
          label="Jenis kajian"
          value={query.type}
          options={TYPES}
          onValueChange={(type) => onQuery({ ...query, type, page: 1 })}
        />
      </div>
      {loading && !page ? (
        <LoadingState label="Memuat kajian..." className="py-8" />
      ) : !page || page.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-600">Tidak ada kajian yang sesuai.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-stone-100">
            {page.items.map((item) => (
              <Row key={`${item.type}-${item.id}`} item={item} onDelete={onDelete} />
            ))}
          </ul>
          <p className="text-center text-sm text-stone-600">
            Menampilkan {from}-{from + page.items.length - 1} dari {page.total} kajian
          </p>
          <Pagination page={page.page} totalPages={page.total_pages} onPage={(p) => onQuery({ ...query, page: p })} />
        </>
      )}
    </section>
  );
}
