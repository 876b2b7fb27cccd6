import { BookOpen, CalendarDays, MapPin, Navigation, Radio, Repeat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { attendeesLabel } from '@/lib/kajian-format';
import type { Kajian } from '../api/home-queries';

/** Poster as a thumbnail in its card variant, lazily loaded (none when the session has none). */
function Thumbnail({ k }: { k: Kajian }) {
  if (!k.poster) return null;
  return (
    <img
      src={k.poster.card}
      alt={`Poster ${k.title}`}
      loading="lazy"
      decoding="async"
      width={96}
      height={96}
      className="size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-24"
    />
  );
}

/**
 * KajianCard shows one session on the home list (spec §2 Session cards), compact enough for
 * three to a phone screen: the poster as a thumbnail, the when and where on one line each.
 * Its words come made by the server (speaker, when, next, where, …), which writes the same
 * card into the prerendered home page (internal/server/home_cards.go); kajian-card.test.tsx
 * holds the two markups together over a shared fixture.
 */
export function KajianCard({ k, signedIn }: { k: Kajian; signedIn: boolean }) {
  const recurring = k.type === 'recurring';
  const liveToday = k.is_online && k.live_stream_url && k.is_today && !k.is_past && !k.is_cancelled;
  const Where = k.is_online ? Radio : MapPin;
  // The speaker the card names, as the server does (home_cards.go): the one of that name.
  const speakerSlug = k.speakers.find((s) => s.name === k.speaker)?.slug ?? '';
  // Its meeting in a series and its book: "Pertemuan ke-14 · Riyadhus Shalihin".
  const book = [k.meeting_label, k.kitab_label].filter(Boolean).join(' · ');
  return (
    <article
      className="group relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-emerald-600 has-focus-visible:ring-offset-2"
      data-testid="kajian-card"
      data-distance={k.distance_km ?? ''}
    >
      <Thumbnail k={k} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {k.holiday_today_label && (
          <p className="rounded-lg bg-red-700 px-2 py-1 text-sm font-semibold text-white" role="note">
            {k.holiday_today_label}
          </p>
        )}
        {k.cancelled_label && (
          <p className="rounded-lg bg-red-700 px-2 py-1 text-sm font-semibold text-white" role="note" data-testid="cancelled">
            {k.cancelled_label}
          </p>
        )}
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-stone-900">
          <Link to={k.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {k.title}
          </Link>
        </h3>
        <p className="truncate text-sm font-medium text-emerald-800">
          {speakerSlug ? (
            // Above the card's stretched title link, so a tap on the name opens the speaker's page.
            <Link to={`/ustadz/${speakerSlug}`} className="relative z-10 hover:underline">
              {k.speaker}
            </Link>
          ) : (
            k.speaker
          )}
        </p>
        <p className="flex items-start gap-1.5 text-sm text-stone-700">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <span>
            {k.when}
            {k.next && <span className="inline-block text-xs text-stone-500"> · {k.next}</span>}
          </span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <Where aria-hidden className="size-4 shrink-0 text-stone-400" />
          <span className="min-w-0 truncate">{k.where}</span>
          {k.distance_label && (
            <span className="ml-auto flex shrink-0 items-center gap-1 font-medium text-emerald-800" data-testid="distance">
              <Navigation aria-hidden className="size-3.5" />
              {k.distance_label}
            </span>
          )}
        </p>
        {/* The badges share a row with the attendance count: one row less per card. */}
        <div className="flex flex-wrap items-center gap-1">
          {recurring && (
            <Badge variant="info">
              <Repeat aria-hidden className="size-3" /> Kajian Rutin
            </Badge>
          )}
          <Badge variant={k.is_online ? 'accent' : 'primary'}>{k.is_online ? 'ONLINE' : 'OFFLINE'}</Badge>
          {k.audience_label && <Badge variant="neutral">{k.audience_label}</Badge>}
          {signedIn && k.user_rsvp && (
            <Badge variant={k.user_rsvp === 'hadir' ? 'primary' : 'neutral'}>
              {k.user_rsvp === 'hadir' ? 'Akan Hadir' : 'Tidak Hadir'}
            </Badge>
          )}
          <span className="flex items-center gap-1 text-xs text-stone-600">
            <Users aria-hidden className="size-3.5 shrink-0 text-stone-400" />
            {/* Made from the count here, unlike the words above: the home list's page cache
                rewrites rsvp_count inside kept pages, so a label sent with it could go stale. */}
            {attendeesLabel(k.rsvp_count)}
          </span>
        </div>
        {k.holidays_label && <p className="text-xs text-red-700">{k.holidays_label}</p>}
        {/* The book studied says more than the description's first line, in the same room. */}
        {book ? (
          <p className="flex items-center gap-1.5 text-xs text-stone-600">
            <BookOpen aria-hidden className="size-3.5 shrink-0 text-stone-400" />
            <span className="min-w-0 truncate">{book}</span>
          </p>
        ) : (
          k.description && <p className="line-clamp-1 text-xs text-stone-500">{k.description}</p>
        )}
        {liveToday && k.live_stream_url && (
          <Button asChild size="sm" variant="destructive" className="relative z-10 mt-1 self-start">
            <a href={k.live_stream_url} target="_blank" rel="noopener noreferrer">
              <Radio aria-hidden /> Gabung Live Stream
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
