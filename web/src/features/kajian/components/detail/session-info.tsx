import {
  BookOpen,
  CalendarDays,
  CalendarPlus,
  Clock,
  ExternalLink,
  MapPin,
  MonitorPlay,
  Phone,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';
import { attendeesLabel, mapsLinkOf, nextOccurrenceLabel } from '@/lib/kajian-format';
import { formatTimeRange } from '@/lib/schedule-words';
import { FollowButton } from './follow-button';
import { liveBannerShown } from './live-banner';

/** ustadzFeed is the calendar subscription of one ustadz's sessions. */
function ustadzFeed(name: string): string {
  return `webcal://${window.location.host}/feeds/ustadz.ics?nama=${encodeURIComponent(name)}`;
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A dl's rows may hold only dt and dd: the icon lives in the dt, set beside both.
    <div className="group relative min-w-0 py-3 pl-12 first:pt-0 last:pb-0">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">
        <span
          aria-hidden
          className="absolute top-3.5 left-0 flex size-9 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 group-first:top-0.5 [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * SessionInfo lists who, when, where, whom to ask and how many come: speakers (the main one
 * tagged 'Utama'), when in the server's words (its `schedule`: a date, a dauroh's days or a
 * weekly rhythm with 'Selanjutnya'), time with its end and zone, the online
 * 'Platform' for every online session (spec §2), the venue with a maps link when there is one
 * (below the platform for an online session that also names a place), the contact (only with
 * both name and phone) and the attendee count.
 */
export function SessionInfo({ kajian }: { kajian: KajianDetail }) {
  const maps = mapsLinkOf(kajian);
  const hasPlace = Boolean(kajian.location ?? kajian.address);
  const hasContact = Boolean(kajian.contact_person?.trim() && kajian.contact_phone?.trim());
  const upcoming = !kajian.is_past || kajian.type === 'recurring';
  // The red banner is for the day itself; on other days the stream's link is one line here.
  const streamLink = kajian.live_stream_url && !liveBannerShown(kajian) && (
    <a
      href={kajian.live_stream_url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-emerald-700 hover:underline"
    >
      Buka link live streaming
      <ExternalLink aria-hidden className="size-4" />
    </a>
  );

  return (
    <dl className="flex flex-col divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white p-4">
      {kajian.speakers.length > 0 && (
        <Item icon={<UserRound aria-hidden />} label="Pemateri">
          <ul className="flex flex-col gap-1">
            {kajian.speakers.map((s) => (
              <li key={`${s.speaker_order}-${s.name}`} className="flex flex-wrap items-center gap-2 font-medium">
                {s.slug ? (
                  <Link to={`/ustadz/${s.slug}`} className="text-emerald-800 underline-offset-4 hover:underline">
                    {s.name}
                  </Link>
                ) : (
                  s.name
                )}
                {s.is_main_speaker && <Badge>Utama</Badge>}
                <span className="ml-auto flex items-center gap-1">
                  <FollowButton target={{ kind: 'ustadz', name: s.name }} />
                  <a
                    href={ustadzFeed(s.name)}
                    aria-label={`Kalender kajian ${s.name}`}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm font-semibold text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 [&_svg]:size-4"
                  >
                    <CalendarPlus aria-hidden />
                    Kalender
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </Item>
      )}
      <Item icon={<CalendarDays aria-hidden />} label={kajian.type === 'recurring' ? 'Jadwal' : 'Tanggal'}>
        {kajian.type === 'recurring' ? (
          <>
            <span className="font-medium">{kajian.schedule}</span>
            {kajian.next_occurrence && (
              <span className="block text-sm text-stone-600">{nextOccurrenceLabel(kajian.next_occurrence)}</span>
            )}
          </>
        ) : (
          <span className="font-medium">{kajian.schedule || '-'}</span>
        )}
      </Item>
      <Item icon={<Clock aria-hidden />} label="Waktu">
        <span className="font-medium">{formatTimeRange(kajian)}</span>
      </Item>
      {(kajian.kitab ?? kajian.bab) && (
        <Item icon={<BookOpen aria-hidden />} label="Kitab">
          {kajian.kitab && <span className="block font-medium">{kajian.kitab}</span>}
          {kajian.bab && <span className="block text-sm text-stone-600">{kajian.bab}</span>}
        </Item>
      )}
      {kajian.audience_label && (
        <Item icon={<UsersRound aria-hidden />} label="Peserta">
          <span className="font-medium">{kajian.audience_label}</span>
        </Item>
      )}
      {kajian.is_online && (
        <Item icon={<MonitorPlay aria-hidden />} label="Platform">
          <span className="font-medium">Kajian Online - Live Stream</span>
          {streamLink}
        </Item>
      )}
      {!kajian.is_online && streamLink && (
        <Item icon={<MonitorPlay aria-hidden />} label="Live Streaming">
          {streamLink}
        </Item>
      )}
      {(kajian.is_online ? hasPlace : hasPlace || maps) && (
        <Item icon={<MapPin aria-hidden />} label="Lokasi">
          <span className="flex flex-wrap items-start gap-2">
            <span className="min-w-0 flex-1">
              {kajian.masjid && (
                <Link
                  to={`/masjid/${kajian.masjid.slug}`}
                  className="block font-medium text-emerald-800 underline-offset-4 hover:underline"
                >
                  {kajian.masjid.name}
                </Link>
              )}
              {kajian.location && kajian.location !== kajian.masjid?.name && (
                <span className="block font-medium">{kajian.location}</span>
              )}
              {kajian.address && <span className="block text-sm text-stone-600">{kajian.address}</span>}
            </span>
            {!kajian.is_online && kajian.latitude !== null && kajian.longitude !== null && (
              <FollowButton
                target={{
                  kind: 'place',
                  label: kajian.location ?? kajian.address ?? 'tempat ini',
                  sessionType: kajian.type,
                  slug: kajian.slug,
                  lat: kajian.latitude,
                  lng: kajian.longitude,
                }}
              />
            )}
          </span>
          {maps && (
            <a
              href={maps}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-emerald-700 hover:underline"
            >
              Buka di Google Maps
              <ExternalLink aria-hidden className="size-4" />
            </a>
          )}
        </Item>
      )}
      {hasContact && (
        <Item icon={<Phone aria-hidden />} label="Narahubung">
          <span className="font-medium">{kajian.contact_person}</span>{' '}
          <a href={`tel:${kajian.contact_phone ?? ''}`} className="text-emerald-700 hover:underline">
            {kajian.contact_phone}
          </a>
        </Item>
      )}
      <Item icon={<Users aria-hidden />} label="Kehadiran">
        <span className="font-medium" data-testid="rsvp-count">
          {upcoming ? attendeesLabel(kajian.rsvp_count) : `${kajian.rsvp_count} orang hadir`}
        </span>
        {kajian.type === 'recurring' && (
          <span className="block text-sm text-stone-600">pada kajian selanjutnya</span>
        )}
      </Item>
    </dl>
  );
}
