// The one place the app formats dates, times, weekly schedules and distances in Indonesian.
// Dates are calendar dates (YYYY-MM-DD) as the API sends them, so they are never shifted by
// the browser's time zone. Day names are the specification's: 0 Ahad, 1 Senin … 6 Sabtu (never
// 'Minggu', which date libraries' Indonesian locales use).

export const DAY_NAMES = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** The default time-zone label (spec §9). */
export const DEFAULT_ZONE = 'WIB';

function parts(date: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return { y, m, d };
}

/** weekdayOf returns 0 (Ahad) … 6 (Sabtu) for a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  const p = parts(date);
  if (!p) return -1;
  return new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
}

/**
 * formatLongDate: '2026-11-24' → 'Selasa, 24 November 2026'; with padDay the day has two digits
 * ('weekday, dd MMMM yyyy': 'Kamis, 05 November 2026').
 */
export function formatLongDate(date: string, { padDay = false } = {}): string {
  const p = parts(date);
  if (!p) return date;
  const day = padDay ? String(p.d).padStart(2, '0') : String(p.d);
  return `${DAY_NAMES[weekdayOf(date)] ?? ''}, ${day} ${MONTH_NAMES[p.m - 1] ?? ''} ${p.y}`;
}

/** formatMediumDate: '2026-11-05' → '05 Nov 2026' (cards). */
export function formatMediumDate(date: string): string {
  const p = parts(date);
  if (!p) return date;
  return `${String(p.d).padStart(2, '0')} ${(MONTH_NAMES[p.m - 1] ?? '').slice(0, 3)} ${p.y}`;
}

const instantFormat = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** formatInstant shows a moment (an ISO timestamp) in WIB: '24 Nov 2026 19.30'. */
export function formatInstant(iso: string): string {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? iso : instantFormat.format(t);
}

/**
 * clockText is the one way the app writes a time of day, as the server's texts do
 * (kajian.ClockTime.Text): '19:30' or '19:30:00' → '19.30'.
 */
export function clockText(time: string): string {
  return time.slice(0, 5).replace(':', '.');
}

/** formatClock is the device's time of day: '08.13'. */
export function formatClock(t: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return clockText(`${two(t.getHours())}:${two(t.getMinutes())}`);
}

/** formatShortDate: '2026-11-24' → '24 Nov' (holiday lists). */
export function formatShortDate(date: string): string {
  const p = parts(date);
  if (!p) return date;
  return `${p.d} ${(MONTH_NAMES[p.m - 1] ?? '').slice(0, 3)}`;
}

/** formatTimeZone: ('19:30', 'WITA') → '19.30 WITA'; the zone defaults to WIB. */
export function formatTimeZone(time: string, zone?: string | null): string {
  return `${clockText(time)} ${zone ?? DEFAULT_ZONE}`;
}

/** The prayers a session can start after, by key, as announcements name them. */
export const PRAYER_NAMES = {
  subuh: 'Subuh',
  dzuhur: 'Dzuhur',
  ashar: 'Ashar',
  maghrib: 'Maghrib',
  isya: 'Isya',
} as const;

export type PrayerKey = keyof typeof PRAYER_NAMES;

/** afterPrayerLabel: ('isya', 15) → "Ba'da Isya +15 menit"; ('maghrib', 0) → "Ba'da Maghrib". */
export function afterPrayerLabel(prayer: PrayerKey, offset: number): string {
  return `Ba'da ${PRAYER_NAMES[prayer]}${offset > 0 ? ` +${String(offset)} menit` : ''}`;
}

/**
 * formatStart is a session's start as pages show it: '19.30 WIB', or after a prayer the prayer
 * and the time of its adzan on the date shown, "Ba'da Maghrib · adzan ± 17.58 WIB" (the server
 * sends the adzan as time for the place and date; ± as the local adzan may differ a little; the
 * session itself starts a quarter of an hour and its offset later, as calendars book it).
 */
export function formatStart(k: {
  time: string;
  timezone_region?: string | null;
  after_prayer?: PrayerKey | null;
  prayer_offset?: number;
}): string {
  if (!k.after_prayer) return formatTimeZone(k.time, k.timezone_region);
  return `${afterPrayerLabel(k.after_prayer, k.prayer_offset ?? 0)} · adzan ± ${formatTimeZone(k.time, k.timezone_region)}`;
}

/** kitabText: the book and its chapter, 'Riyadhus Shalihin · Ikhlas dan Niat' (either alone). */
export function kitabText(k: { kitab: string | null; bab: string | null }): string {
  return [k.kitab, k.bab].filter(Boolean).join(' · ');
}

/** everyDay: 4 → 'Setiap Kamis'. */
export function everyDay(dayOfWeek: number): string {
  const name = DAY_NAMES[dayOfWeek];
  return name ? `Setiap ${name}` : '';
}

/** nextOccurrenceLabel: '2026-11-26' → 'Selanjutnya: Kamis, 26 November 2026'. */
export function nextOccurrenceLabel(date: string): string {
  return `Selanjutnya: ${formatLongDate(date)}`;
}

/**
 * formatDistance shows a distance as the spec asks: metres under 1 km, one decimal under
 * 10 km, whole kilometres above, with the Indonesian decimal comma.
 */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 10) return `${km.toFixed(1).replace('.', ',')} km`;
  return `${Math.round(km)} km`;
}

/** attendeesLabel: 3 → '3 orang akan hadir'. */
export function attendeesLabel(count: number): string {
  return `${count} orang akan hadir`;
}

/**
 * mapsLinkOf is a session's maps link: its own, or a Google Maps search at its coordinates;
 * null with neither. The detail page and the share dialog both offer it.
 */
export function mapsLinkOf(k: {
  maps_url: string | null;
  latitude: number | null;
  longitude: number | null;
}): string | null {
  if (k.maps_url) return k.maps_url;
  if (k.latitude !== null && k.longitude !== null) {
    return `https://www.google.com/maps/search/?api=1&query=${k.latitude},${k.longitude}`;
  }
  return null;
}

/** Hours each zone is ahead of UTC; Indonesian zones have no daylight saving. */
const ZONE_UTC_OFFSET: Record<string, number> = { WIB: 7, WITA: 8, WIT: 9 };

/** A schedule moved to WIB: the one-off date or the weekly day may move with the time. */
export interface WIBSchedule {
  time: string;
  date: string | null;
  dayOfWeek: number | null;
}

/**
 * toWIB moves a session's local time (in its own zone) to WIB, for the screens that show
 * every time as WIB (My Kajian, approvals): 19:30 WITA on Monday is 18:30 WIB on Monday,
 * 00:30 WIT on Tuesday is 22:30 WIB on Monday.
 */
export function toWIB(
  time: string,
  zone: string | null | undefined,
  when: { date: string | null; dayOfWeek: number | null },
): WIBSchedule {
  const [h, m] = time.split(':').map(Number);
  const shift = (ZONE_UTC_OFFSET[zone ?? DEFAULT_ZONE] ?? 7) - 7;
  let minutes = (h ?? 0) * 60 + (m ?? 0) - shift * 60;
  let days = 0;
  if (minutes < 0) {
    minutes += 24 * 60;
    days = -1;
  }
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  let date = when.date;
  const p = date ? parts(date) : null;
  if (p && days !== 0) {
    const d = new Date(Date.UTC(p.y, p.m - 1, p.d + days));
    date = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  }
  const dayOfWeek = when.dayOfWeek === null ? null : (when.dayOfWeek + days + 7) % 7;
  return { time: `${hh}:${mm}`, date, dayOfWeek };
}

const SESSION_STATUS: Record<string, { label: string; variant: 'primary' | 'accent' | 'danger' | 'neutral' }> = {
  approved: { label: 'Disetujui', variant: 'primary' },
  active: { label: 'Aktif', variant: 'primary' },
  pending: { label: 'Menunggu', variant: 'accent' },
  rejected: { label: 'Ditolak', variant: 'danger' },
  draft: { label: 'Draf', variant: 'neutral' },
  inactive: { label: 'Nonaktif', variant: 'neutral' },
};

/** sessionStatus is a session status's short label and its badge's colour, for lists. */
export function sessionStatus(status: string): { label: string; variant: 'primary' | 'accent' | 'danger' | 'neutral' } {
  return SESSION_STATUS[status] ?? { label: status, variant: 'neutral' };
}
