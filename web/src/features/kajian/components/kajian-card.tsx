import { BookOpen, CalendarDays, Clock, MapPin, Navigation, Radio, Repeat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  attendeesLabel,
  everyDay,
  formatLongDate,
  formatShortDate,
  formatTimeZone,
  nextOccurrenceLabel,
} from '@/lib/kajian-format';
import type { Kajian } from '../api/home-queries';

const HOLIDAYS_ON_CARD = 2;

function mainSpeaker(k: Kajian): string {
  return k.speakers.find((s) => s.is_main_speaker)?.name ?? k.speakers[0]?.name ?? k.ustaz;
}

/** Poster in its card variant, lazily loaded; a calm placeholder when there is none. */
function Poster({ k }: { k: Kajian }) {
  if (k.poster) {
    return (
      <img
        src={k.poster.card}
        alt={`Poster ${k.title}`}
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        className="aspect-[16/9] w-full bg-stone-100 object-cover"
      />
    );
  }
  const recurring = k.type === 'recurring';
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex aspect-[5/2] w-full items-center justify-center overflow-hidden',
        recurring
          ? 'bg-gradient-to-br from-teal-600 via-emerald-700 to-emerald-900'
          : 'bg-gradient-to-br from-emerald-500 via-emerald-600 to-teal-800',
      )}
    >
      <div className="absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:16px_16px]" />
      <div className="relative flex flex-col items-center gap-1 px-6 text-center text-white">
        {recurring ? <Repeat className="size-8" /> : <BookOpen className="size-8" />}
        <span className="line-clamp-2 text-sm font-semibold opacity-90">{mainSpeaker(k)}</span>
      </div>
    </div>
  );
}

/** KajianCard shows one session on the home list (spec §2 Session cards). */
export function KajianCard({ k, signedIn }: { k: Kajian; signedIn: boolean }) {
  const recurring = k.type === 'recurring';
  const liveToday = k.is_online && k.live_stream_url && k.is_today && !k.is_past;
  const moreHolidays = Math.max(0, k.holidays.length - HOLIDAYS_ON_CARD) + k.holidays_more;
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="kajian-card"
      data-distance={k.distance_km ?? ''}
    >
      <Poster k={k} />
      {recurring && k.is_holiday_today && (
        <div className="bg-red-600 px-4 py-2 text-sm font-semibold text-white" role="note">
          Libur Hari Ini{k.holiday_today?.reason ? `: ${k.holiday_today.reason}` : ''}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          {recurring && (
            <Badge variant="info">
              <Repeat aria-hidden className="size-3" /> Kajian Rutin
            </Badge>
          )}
          <Badge variant={k.is_online ? 'accent' : 'primary'}>{k.is_online ? 'ONLINE' : 'OFFLINE'}</Badge>
          {signedIn && k.user_rsvp && (
            <Badge variant={k.user_rsvp === 'hadir' ? 'primary' : 'neutral'}>
              {k.user_rsvp === 'hadir' ? 'Akan Hadir' : 'Tidak Hadir'}
            </Badge>
          )}
        </div>
        <h3 className="text-lg leading-snug font-semibold text-stone-900">
          <Link to={k.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {k.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-emerald-800">{mainSpeaker(k)}</p>
        <ul className="space-y-1 text-sm text-stone-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
            <span>
              {recurring && k.day_of_week !== null ? (
                <>
                  {everyDay(k.day_of_week)}
                  {k.next_occurrence && (
                    <span className="block text-stone-500">{nextOccurrenceLabel(k.next_occurrence)}</span>
                  )}
                </>
              ) : (
                formatLongDate(k.date ?? '')
              )}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-stone-400" />
            {formatTimeZone(k.time, k.timezone_region)}
          </li>
          <li className="flex items-start gap-2">
            {k.is_online ? (
              <Radio aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
            ) : (
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
            )}
            <span className="min-w-0">{k.is_online ? 'Live Stream' : (k.location ?? k.address ?? '-')}</span>
          </li>
          {k.distance_label && (
            <li className="flex items-center gap-2 font-medium text-emerald-800" data-testid="distance">
              <Navigation aria-hidden className="size-4 shrink-0" />
              {k.distance_label}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0 text-stone-400" />
            {attendeesLabel(k.rsvp_count)}
          </li>
        </ul>
        {recurring && k.holidays.length > 0 && !k.is_holiday_today && (
          <p className="text-xs text-red-700">
            Libur mendatang: {k.holidays.slice(0, HOLIDAYS_ON_CARD).map((h) => formatShortDate(h.date)).join(', ')}
            {moreHolidays > 0 && ` +${moreHolidays} lainnya`}
          </p>
        )}
        {recurring && k.is_holiday_today && k.holidays.length > 1 && (
          <p className="text-xs text-red-700">
            Libur mendatang:{' '}
            {k.holidays
              .slice(1, 1 + HOLIDAYS_ON_CARD)
              .map((h) => formatShortDate(h.date))
              .join(', ')}
            {Math.max(0, k.holidays.length - 1 - HOLIDAYS_ON_CARD) + k.holidays_more > 0 &&
              ` +${Math.max(0, k.holidays.length - 1 - HOLIDAYS_ON_CARD) + k.holidays_more} lainnya`}
          </p>
        )}
        {k.description && <p className="line-clamp-2 text-sm text-stone-600">{k.description}</p>}
        {liveToday && k.live_stream_url && (
          <Button asChild size="sm" variant="destructive" className="relative z-10 mt-auto self-start">
            <a href={k.live_stream_url} target="_blank" rel="noopener noreferrer">
              <Radio aria-hidden /> Gabung Live Stream
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
