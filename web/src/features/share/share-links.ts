import type { components } from '@/lib/api-types';
import { formatStart, mapsLinkOf } from '@/lib/kajian-format';
import { whatsappNumber } from './whatsapp-number';

/** ShareableKajian is a session as its page loads it (GET /api/v1/kajian[-rutin]/{slug}). */
export type ShareableKajian = components['schemas']['KajianDetail'];

/** Twitter's limit on a post's text (spec §9). */
export const TWITTER_LIMIT = 280;

/** NO_NEXT_DATE is shown when a calendar entry has no date to start from (spec §5 Other). */
export const NO_NEXT_DATE = 'Tanggal kajian selanjutnya tidak tersedia';

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

/**
 * whenText says when a session takes place, in the server's words: 'Selasa, 24 November 2026',
 * 'Jumat–Ahad, 8–10 Januari 2027', 'Setiap Kamis' or 'Sabtu pekan ke-2 & ke-4'.
 */
export function whenText(k: Pick<ShareableKajian, 'schedule'>): string {
  return k.schedule;
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
    `(${whenText(k)}, ${formatStart(k)}). Mohon informasinya, jazakumullahu khairan.\n\n${k.share_url}`
  );
}

/** contactUrl opens a WhatsApp chat with the contact person; null unless both name and phone exist. */
export function contactUrl(k: ShareableKajian): string | null {
  if (!k.contact_person?.trim() || !k.contact_phone?.trim()) return null;
  const number = whatsappNumber(k.contact_phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(contactGreeting(k))}`;
}

export type CalendarLink = { ok: true; url: string } | { ok: false; message: string };

/**
 * googleCalendarUrl is the 'Tambahkan ke Google Calendar' link the server made (a two-hour
 * event in the session's zone; weekly sessions from their next occurrence, repeating on their
 * day), or the spec's refusal when there is no date to start from.
 */
export function googleCalendarUrl(k: Pick<ShareableKajian, 'google_calendar_url'>): CalendarLink {
  return k.google_calendar_url ? { ok: true, url: k.google_calendar_url } : { ok: false, message: NO_NEXT_DATE };
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
