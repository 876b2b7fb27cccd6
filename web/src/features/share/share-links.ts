import type { components } from '@/lib/api-types';
import { everyDay, formatLongDate, formatTimeZone, mapsLinkOf } from '@/lib/kajian-format';
import { whatsappNumber } from './whatsapp-number';

/** ShareableKajian is a session as its page loads it (GET /api/v1/kajian[-rutin]/{slug}). */
export type ShareableKajian = components['schemas']['KajianDetail'];

/** Twitter's limit on a post's text (spec §9). */
export const TWITTER_LIMIT = 280;

/** Calendar events last two hours (spec §9). */
export const EVENT_DURATION_HOURS = 2;

/** NO_NEXT_DATE is shown when a calendar entry has no date to start from (spec §5 Other). */
export const NO_NEXT_DATE = 'Tanggal kajian selanjutnya tidak tersedia';

/** IANA zones of the Indonesian time-zone labels. */
export const ZONE_IDS = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;

/** RFC 5545 weekday codes by day_of_week (0 = Ahad/Sunday). */
const ICS_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** chars counts what Twitter and people count: code points, not UTF-16 units. */
function chars(text: string): string[] {
  return Array.from(text);
}

/**
 * cutText keeps text within limit characters. When it must cut and the text ends with a link,
 * the link is kept whole and the part before it is shortened with an ellipsis.
 */
export function cutText(text: string, limit: number, keepEnding = ''): string {
  if (chars(text).length <= limit) return text;
  const ending = keepEnding && text.endsWith(keepEnding) ? keepEnding : '';
  const room = limit - chars(ending).length - (ending ? 2 : 0) - 1;
  const body = chars(text.slice(0, text.length - ending.length)).slice(0, Math.max(0, room)).join('').trimEnd();
  return ending ? `${body}…\n\n${ending}` : `${body}…`;
}

/** plainText drops WhatsApp's *bold* and _italic_ markup for places that do not render it. */
export function plainText(text: string): string {
  return text.replace(/\*([^*\n]+)\*/g, '$1').replace(/(^|\s)_([^_\n]+)_(?=\s|$)/g, '$1$2');
}

/** whenText says when a session takes place: 'Selasa, 24 November 2026' or 'Setiap Kamis'. */
export function whenText(k: Pick<ShareableKajian, 'type' | 'date' | 'day_of_week'>): string {
  if (k.type === 'recurring') return everyDay(k.day_of_week ?? -1);
  return k.date ? formatLongDate(k.date) : '';
}

/** placeText is the location followed by the address (spec: Google Calendar location). */
export function placeText(k: Pick<ShareableKajian, 'location' | 'address' | 'is_online'>): string {
  const parts = [k.location, k.address].map((p) => p?.trim() ?? '').filter(Boolean);
  const [first = '', second = ''] = parts;
  if (second && first.includes(second)) parts.pop();
  if (parts.length === 0 && k.is_online) return 'Kajian Online - Live Stream';
  return parts.join(', ');
}

/** The group message opens with a greeting to everyone before the ready-made text. */
export const GROUP_GREETING =
  "Assalamu'alaikum warahmatullahi wabarakatuh.\nBapak/Ibu dan teman-teman sekalian, yuk hadiri kajian berikut:";

export function whatsappPersonalUrl(k: ShareableKajian): string {
  return `https://wa.me/?text=${encodeURIComponent(k.share_text)}`;
}

export function whatsappGroupUrl(k: ShareableKajian): string {
  return `https://wa.me/?text=${encodeURIComponent(`${GROUP_GREETING}\n\n${k.share_text}`)}`;
}

export function facebookUrl(k: ShareableKajian): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(k.share_url)}`;
}

/** twitterText is the share text without WhatsApp markup, cut at 280 characters, link kept. */
export function twitterText(k: ShareableKajian): string {
  return cutText(plainText(k.share_text), TWITTER_LIMIT, k.share_url);
}

export function twitterUrl(k: ShareableKajian): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(twitterText(k))}`;
}

/** mapsUrl is the session's maps link, or one made from its coordinates; null without either. */
export function mapsUrl(k: ShareableKajian): string | null {
  return mapsLinkOf(k);
}

/** contactGreeting is the prefilled message to the contact person asking about the session. */
export function contactGreeting(k: ShareableKajian): string {
  const name = k.contact_person?.trim() ?? '';
  return (
    `Assalamu'alaikum${name ? ` ${name}` : ''}, saya ingin bertanya tentang kajian "${k.title.trim()}" ` +
    `(${whenText(k)}, ${formatTimeZone(k.time, k.timezone_region)}). Mohon informasinya, jazakumullahu khairan.\n\n${k.share_url}`
  );
}

/** contactUrl opens a WhatsApp chat with the contact person; null unless both name and phone exist. */
export function contactUrl(k: ShareableKajian): string | null {
  if (!k.contact_person?.trim() || !k.contact_phone?.trim()) return null;
  const number = whatsappNumber(k.contact_phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(contactGreeting(k))}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** calendarDates is "YYYYMMDDTHHMMSS/YYYYMMDDTHHMMSS" in the session's own wall-clock time. */
export function calendarDates(date: string, time: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const start = new Date(Date.UTC(y, m - 1, d, hh, mm));
  const end = new Date(start.getTime() + EVENT_DURATION_HOURS * 3_600_000);
  const fmt = (t: Date) =>
    `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}00`;
  return `${fmt(start)}/${fmt(end)}`;
}

export type CalendarLink = { ok: true; url: string } | { ok: false; message: string };

/**
 * googleCalendarUrl builds the 'Tambahkan ke Google Calendar' link: a two-hour event in the
 * session's zone; a weekly session starts at its next occurrence and repeats every week on its
 * day. Details (day, ustaz, description, live stream, contact, link) come from the server.
 */
export function googleCalendarUrl(k: ShareableKajian): CalendarLink {
  const start = k.type === 'recurring' ? k.next_occurrence : k.date;
  if (!start) return { ok: false, message: NO_NEXT_DATE };
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: k.title.trim(),
    dates: calendarDates(start, k.time),
    ctz: ZONE_IDS[k.timezone_region],
    details: k.calendar_details,
    location: placeText(k),
  });
  if (k.type === 'recurring' && k.day_of_week !== null) {
    params.set('recur', `RRULE:FREQ=WEEKLY;BYDAY=${ICS_DAYS[k.day_of_week] ?? 'SU'}`);
  }
  return { ok: true, url: `https://calendar.google.com/calendar/render?${params.toString()}` };
}

/** posterFileName names a downloaded poster after the session's title. */
export function posterFileName(title: string, posterUrl: string): string {
  const ext = /\.(jpe?g|png|gif|webp)$/i.exec(posterUrl)?.[1]?.toLowerCase() ?? 'jpg';
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `poster-${base || 'kajian'}.${ext}`;
}
