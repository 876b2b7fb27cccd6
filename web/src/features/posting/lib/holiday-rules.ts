import { formatShortDate, weekdayOf } from '@/lib/kajian-format';
import { LAST_WEEK } from '@/lib/rhythm-text';
import { addDays, isValidDate } from './value-checks';

/** A weekly session's holiday as the form holds it: a date, or a range to until. */
export interface HolidayValue {
  /** Set for a holiday the server already has. */
  id?: string | undefined;
  date: string;
  /** A range's last day; '' or absent for one date. */
  until?: string | undefined;
  reason: string;
}

/** holidayText says a holiday as the server's messages do: '3 Des' or '18 Feb – 19 Mar'. */
function holidayText(h: { date: string; until: string }): string {
  return h.until > h.date ? `${formatShortDate(h.date)} – ${formatShortDate(h.until)}` : formatShortDate(h.date);
}

const MAX_RANGE_DAYS = 366;

/** A weekly session's rhythm as the form sends it: its day and how it repeats on it. */
export interface HolidayRhythm {
  day_of_week: number;
  /** 1 (or less) for every week, else every N weeks from rhythm_from. */
  every_weeks: number;
  rhythm_from: string;
  /** Weeks of the month (1 to 4, LAST_WEEK); none when not monthly. */
  month_weeks: readonly number[];
}

/** The server's words for a holiday on no date of the session (kajian.Rhythm.CheckHolidays). */
export const HOLIDAY_HELD_MESSAGES = {
  notHeld: 'Kajian rutin ini tidak diadakan pada tanggal tersebut',
  rangeNotHeld: 'Rentang libur tidak memuat satu pun jadwal kajian ini',
} as const;

/** heldOn mirrors kajian.Session.HeldOn without the holidays: the session's day, then its rhythm. */
function heldOn(r: HolidayRhythm, date: string): boolean {
  if (weekdayOf(date) !== r.day_of_week) return false;
  if (r.month_weeks.length > 0) {
    const day = Number(date.slice(8, 10));
    const last = addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
    return r.month_weeks.some((w) => w === Math.floor((day - 1) / 7) + 1 || (w === LAST_WEEK && last));
  }
  if (r.every_weeks > 1) {
    return isValidDate(r.rhythm_from) && date >= r.rhythm_from && Math.floor(daysBetween(r.rhythm_from, date) / 7) % r.every_weeks === 0;
  }
  return true;
}

/** heldProblem is the first holiday that takes out none of the session's dates, in the server's words. */
function heldProblem(ranges: readonly { date: string; until: string }[], rhythm: HolidayRhythm): string | null {
  for (const h of ranges) {
    if (h.until === h.date) {
      if (!heldOn(rhythm, h.date)) return `${HOLIDAY_HELD_MESSAGES.notHeld} (${holidayText(h)})`;
      continue;
    }
    let held = false;
    for (let d = h.date; d <= h.until && !held; d = addDays(d, 1)) held = heldOn(rhythm, d);
    if (!held) return `${HOLIDAY_HELD_MESSAGES.rangeNotHeld} (${holidayText(h)})`;
  }
  return null;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * holidayProblem is the first thing wrong with the holidays, in the server's words and order
 * (kajian.ValidateHolidays, then Rhythm.CheckHolidays): a missing or bad date, a date twice, a
 * bad or backwards end, a range over a year, a long reason, two that overlap; then, given the
 * session's rhythm, a date it is not held on or a range holding none of its dates. The server
 * stays the authority; this only says it sooner.
 */
export function holidayProblem(holidays: readonly HolidayValue[], rhythm?: HolidayRhythm): string | null {
  if (holidays.length > 100) return 'Maksimal 100 jadwal libur';
  const seen = new Set<string>();
  const ranges: { date: string; until: string }[] = [];
  for (const h of holidays) {
    const date = h.date.trim();
    const until = (h.until ?? '').trim();
    if (date === '') return 'Tanggal libur harus diisi';
    if (!isValidDate(date)) return 'Tanggal libur tidak valid';
    if (seen.has(date)) return `Tanggal libur ${date} tercantum dua kali`;
    seen.add(date);
    if (until !== '' && !isValidDate(until)) return 'Tanggal akhir libur tidak valid';
    if (until !== '' && until < date) return 'Tanggal akhir libur tidak boleh sebelum tanggal mulai';
    if (Array.from(h.reason.trim()).length > 500) return 'Alasan libur terlalu panjang';
    ranges.push({ date, until: until > date ? until : date });
  }
  for (const [i, h] of ranges.entries()) {
    if (daysBetween(h.date, h.until) >= MAX_RANGE_DAYS) return 'Rentang libur paling lama satu tahun';
    const o = ranges.slice(0, i).find((o) => h.until >= o.date && o.until >= h.date);
    if (o) return `Tanggal libur bertumpuk: ${holidayText(o)} dan ${holidayText(h)}`;
  }
  return rhythm ? heldProblem(ranges, rhythm) : null;
}

/** holidayRequest is a holiday as the API takes it. */
export function holidayRequest(h: HolidayValue): { id?: string; date: string; until?: string; reason: string } {
  const until = (h.until ?? '').trim();
  return { ...(h.id ? { id: h.id } : {}), date: h.date, ...(until ? { until } : {}), reason: h.reason };
}
