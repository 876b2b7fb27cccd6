import { CircleAlert } from 'lucide-react';
import { formatInstant } from '@/lib/kajian-format';
import type { CalendarSource } from '../api/imports-api';

/** sourceName is how a source is called: the calendar's own name, else its address. */
export function sourceName(s: CalendarSource): string {
  return s.name || s.url;
}

/** SourceSummary shows a source's last fetch, its counts and its last error in Indonesian. */
export function SourceSummary({ source }: { source: CalendarSource }) {
  const counts: [number, string][] = [
    [source.events, 'kajian'],
    [source.drafts, 'draf'],
    [source.posted, 'diposting'],
    [source.updated, 'diperbarui'],
  ];
  return (
    <div className="flex flex-col gap-2 text-sm text-stone-700">
      {source.masjid && <p className="font-medium text-stone-900">Kalender {source.masjid.name}</p>}
      <p>
        {source.last_fetched_at
          ? `Terakhir diambil: ${formatInstant(source.last_fetched_at)} WIB`
          : 'Belum pernah diambil'}
      </p>
      <dl className="grid grid-cols-4 gap-2" data-testid="jumlah-sumber">
        {counts.map(([n, label]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-1 py-1.5 text-center">
            <dd className="text-base font-semibold text-stone-900">{n}</dd>
            <dt className="text-xs text-stone-600">{label}</dt>
          </div>
        ))}
      </dl>
      {source.last_error && (
        <p role="status" className="flex items-start gap-1.5 text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          Gagal diperbarui: {source.last_error}
        </p>
      )}
    </div>
  );
}
