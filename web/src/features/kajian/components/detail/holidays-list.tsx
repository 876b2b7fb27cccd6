import { CalendarX } from 'lucide-react';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';
import { formatLongDate } from '@/lib/kajian-format';
import { UncancelButton } from './uncancel-button';

/** HolidaysList shows a weekly session's next holidays: the first 5, then '+N jadwal libur lainnya'. */
export function HolidaysList({ kajian }: { kajian: KajianDetail }) {
  if (kajian.holidays.length === 0) return null;
  return (
    <section aria-labelledby="jadwal-libur" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="jadwal-libur" className="flex items-center gap-2 font-semibold text-amber-900">
        <CalendarX aria-hidden className="size-5" />
        Jadwal Libur
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm text-amber-950">
        {kajian.holidays.map((h) => (
          <li key={h.id} className="flex flex-col">
            <span className="font-medium">
              {h.until ? `${formatLongDate(h.date)} – ${formatLongDate(h.until)}` : formatLongDate(h.date)}
            </span>
            {h.reason && <span className="text-amber-800">{h.reason}</span>}
          </li>
        ))}
      </ul>
      {kajian.holidays_more > 0 && (
        <p className="mt-2 text-sm font-medium text-amber-800">+{kajian.holidays_more} jadwal libur lainnya</p>
      )}
    </section>
  );
}

/**
 * CancelledDates shows a weekly session's cancelled dates from the one it is listed at on, each
 * with its reason: unlike holidays they were planned, and attendees were told.
 */
export function CancelledDates({ kajian }: { kajian: KajianDetail }) {
  if (kajian.cancellations.length === 0) return null;
  return (
    <section aria-labelledby="jadwal-dibatalkan" className="rounded-2xl border border-red-200 bg-red-50 p-4">
      <h2 id="jadwal-dibatalkan" className="flex items-center gap-2 font-semibold text-red-900">
        <CalendarX aria-hidden className="size-5" />
        Jadwal Dibatalkan
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm text-red-950">
        {kajian.cancellations.map((c) => (
          <li key={c.id} className="flex flex-col">
            <span className="font-medium">{formatLongDate(c.date)}</span>
            {c.reason && <span className="text-red-800">{c.reason}</span>}
            <UncancelButton kajian={kajian} date={c.date} label={`Batalkan pembatalan ${formatLongDate(c.date)}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
