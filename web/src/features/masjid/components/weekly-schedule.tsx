import { Link } from 'react-router';
import { formatStart } from '@/lib/kajian-format';
import { rhythmWords } from '@/lib/schedule-words';
import type { Kajian, WeekDay } from '../api/masjid-api';
import { cardSpeakerSlug, ustadzPath } from '../lib/speaker-slug';

/** startOf is a weekly session's start as everywhere else: '19:30 WIB' or "Ba'da Maghrib (± 17.58 WIB)". */
export function startOf(k: Kajian): string {
  return formatStart(k);
}

function Row({ k }: { k: Kajian }) {
  const slug = cardSpeakerSlug(k);
  // A session not held every week says on which weeks, under its day.
  const words = rhythmWords(k);
  return (
    <li className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
      <span className="text-sm font-semibold text-emerald-800">{startOf(k)}</span>
      {words && <span className="text-sm text-stone-600">{words}</span>}
      <Link to={k.path} className="font-medium text-stone-900 hover:underline">
        {k.title}
      </Link>
      {k.speaker &&
        (slug ? (
          <Link to={ustadzPath(slug)} className="w-fit text-sm text-stone-600 hover:text-emerald-800 hover:underline">
            {k.speaker}
          </Link>
        ) : (
          <span className="text-sm text-stone-600">{k.speaker}</span>
        ))}
    </li>
  );
}

/**
 * WeeklySchedule is the masjid's weekly sessions by day, Ahad to Sabtu (the server sends only
 * the days that have some, in that order), each at its time or after its prayer.
 */
export function WeeklySchedule({ days }: { days: readonly WeekDay[] }) {
  return (
    <div className="flex flex-col gap-3">
      {days.map((d) => (
        <section key={d.day} aria-labelledby={`hari-${String(d.day)}`} className="rounded-2xl border border-stone-200 bg-white p-3">
          <h3 id={`hari-${String(d.day)}`} className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">
            {d.day_name}
          </h3>
          <ul className="flex flex-col divide-y divide-stone-100">
            {d.sessions.map((k) => (
              <Row key={k.id} k={k} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
