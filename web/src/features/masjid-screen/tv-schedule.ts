import { DAY_NAMES, MONTH_NAMES, PRAYER_NAMES, type PrayerKey } from '@/lib/kajian-format';

// What the lobby screen works out from GET /api/v1/masjid/{slug} and the clock, and nothing
// more: which prayer comes next and which sessions are today's and which come after. It is
// pure so that the screen, left without a connection for a day, keeps deciding right from its
// last copy as the clock moves on.

/** The masjid's zone label → its IANA zone, as the server's kajian.Zone maps it. */
const ZONES: Record<string, string> = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' };

export function ianaZone(zone: string | null | undefined): string {
  return ZONES[zone ?? ''] ?? 'Asia/Jakarta';
}

/** The session fields the screen shows (a subset of the API's Kajian). */
export interface TvSession {
  id: string;
  type: string;
  title: string;
  path: string;
  speaker: string;
  time: string;
  after_prayer?: PrayerKey | null;
  prayer_offset?: number;
  timezone_region: string;
  sort_date: string; // a weekly session's next slot, held or not
  holidays?: { date: string }[]; // a weekly session's coming holidays
}

export interface PrayerTimes {
  date: string;
  zone: string;
  subuh: string;
  dzuhur: string;
  ashar: string;
  maghrib: string;
  isya: string;
}

export const PRAYER_ORDER: readonly PrayerKey[] = ['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'];

/** wallClock is now's time of day in zone as 'HH.MM' (the API's prayer time format). */
export function wallClock(now: Date, zone: string): string {
  const p = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${p.hour ?? '00'}.${p.minute ?? '00'}`;
}

/** localDate is now's calendar date in zone as YYYY-MM-DD. */
export function localDate(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(now);
}

/**
 * nextPrayer is the first prayer whose time today has not come yet; after Isya it is Subuh,
 * tomorrow's (a day's Subuh differs from the next by a minute at most).
 */
export function nextPrayer(times: PrayerTimes, now: Date): PrayerKey {
  const clock = wallClock(now, ianaZone(times.zone));
  return PRAYER_ORDER.find((p) => times[p].replace(':', '.') > clock) ?? 'subuh';
}

export function prayerName(p: PrayerKey): string {
  return PRAYER_NAMES[p];
}

/** A session as the screen lists it: when it is next held, in the masjid's zone. */
export interface TvItem {
  session: TvSession;
  start: Date;
  day: string; // 'Ahad, 29 Nov'
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * splitSessions are today's sessions still to come and the next ones after today, soonest
 * first. A weekly session is next held at its next slot that has not passed (the copy may be
 * old) and is not one of its holidays.
 */
export function splitSessions(
  sessions: TvSession[],
  now: Date,
  zone: string,
): { today: TvItem[]; next: TvItem[] } {
  const seen = new Set<string>();
  const items: TvItem[] = [];
  for (const s of sessions) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    let start = new Date(s.sort_date);
    if (Number.isNaN(start.getTime())) continue;
    if (s.type === 'recurring') {
      const off = new Set((s.holidays ?? []).map((h) => h.date));
      const own = ianaZone(s.timezone_region); // holidays are dates in the session's zone
      while (start <= now || off.has(localDate(start, own))) start = new Date(start.getTime() + WEEK_MS);
    } else if (start <= now) {
      continue;
    }
    items.push({ session: s, start, day: dayLabel(start, zone) });
  }
  items.sort((a, b) => a.start.getTime() - b.start.getTime());
  const today = localDate(now, zone);
  return {
    today: items.filter((i) => localDate(i.start, zone) === today),
    next: items.filter((i) => localDate(i.start, zone) !== today),
  };
}

/** The calendar date of t in zone: its weekday (0 Ahad), day, month name and year. */
function dateIn(t: Date, zone: string): { weekday: string; day: number; month: string; year: number } {
  const [y = 0, m = 1, d = 1] = localDate(t, zone).split('-').map(Number);
  const weekday = DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return { weekday, day: d, month: MONTH_NAMES[m - 1] ?? '', year: y };
}

/** dayLabel: a moment's date in zone as 'Ahad, 29 Nov'. */
export function dayLabel(t: Date, zone: string): string {
  const d = dateIn(t, zone);
  return `${d.weekday}, ${String(d.day)} ${d.month.slice(0, 3)}`;
}

/** gregorianDate: 'Sabtu, 28 November 2026' in zone (Ahad, never Minggu). */
export function gregorianDate(now: Date, zone: string): string {
  const d = dateIn(now, zone);
  return `${d.weekday}, ${String(d.day)} ${d.month} ${String(d.year)}`;
}

/** hijriDate: '18 Jumadilakhir 1448 H' (Umm al-Qura, the browser's calendar data). */
export function hijriDate(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('id-ID-u-ca-islamic-umalqura', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(now);
}
