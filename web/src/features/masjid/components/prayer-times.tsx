import { formatLongDate } from '@/lib/kajian-format';
import type { PrayerTimes } from '../api/masjid-api';

const PRAYERS = [
  ['subuh', 'Subuh'],
  ['dzuhur', 'Dzuhur'],
  ['ashar', 'Ashar'],
  ['maghrib', 'Maghrib'],
  ['isya', 'Isya'],
] as const;

/** PrayerTimesCard is today's five prayer times at the masjid (Kemenag's computation, from the server). */
export function PrayerTimesCard({ times }: { times: PrayerTimes }) {
  return (
    <section aria-labelledby="judul-sholat" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="judul-sholat" className="font-semibold text-stone-900">
        Jadwal Sholat Hari Ini
      </h2>
      <p className="text-sm text-stone-600">
        {formatLongDate(times.date)} · {times.zone}
      </p>
      <dl className="mt-3 grid grid-cols-5 gap-1 text-center" data-testid="jadwal-sholat">
        {PRAYERS.map(([key, label]) => (
          <div key={key} className="rounded-xl bg-emerald-50 px-1 py-2">
            <dt className="text-xs font-medium text-emerald-800">{label}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{times[key] || '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
