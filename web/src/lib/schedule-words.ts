import {
  everyDay,
  formatLongDate,
  formatStart,
  formatTimeZone,
  clockText,
  toWIB,
  type PrayerKey,
} from './kajian-format';

// When a session is held beyond a day or a date: its end, the server's words for a rhythm or a
// dauroh, and schedules moved to WIB. Apart from kajian-format so the home page's first load
// does not carry what only detail pages and lists of one's own sessions show.

/**
 * formatTimeRange is a session's time with its end when it has one: '08.00–11.30 WIB'; a start
 * after a prayer reads as formatStart (its end is not what people look for there).
 */
export function formatTimeRange(k: Parameters<typeof formatStart>[0] & { end_time?: string | null }): string {
  if (k.after_prayer || !k.end_time) return formatStart(k);
  return `${clockText(k.time)}–${formatTimeZone(k.end_time, k.timezone_region)}`;
}

/**
 * rhythmWords is the server's words for when a session is held (its `schedule`) when a day or a
 * date alone cannot say it: every N weeks, weeks of the month, a dauroh over days; else null.
 * The words are in the session's own zone, as its place keeps them.
 */
export function rhythmWords(k: {
  every_weeks?: number;
  month_weeks?: readonly number[];
  date?: string | null;
  end_date?: string | null;
  schedule?: string;
}): string | null {
  const rhythm = (k.every_weeks ?? 1) > 1 || (k.month_weeks?.length ?? 0) > 0;
  const dauroh = Boolean(k.end_date && k.date && k.end_date > k.date);
  return (rhythm || dauroh) && k.schedule ? k.schedule : null;
}

/** scheduleInWIB is when a session is, in WIB (spec §2), with its own zone when different. */
export function scheduleInWIB(
  item: {
    time: string;
    timezone_region: string;
    date: string | null;
    day_of_week: number | null;
    after_prayer?: PrayerKey | null;
    prayer_offset?: number;
  } & Parameters<typeof rhythmWords>[0],
): { day: string; time: string } {
  const words = rhythmWords(item);
  // A start after a prayer follows the prayer at its own place: it stays in its own zone.
  if (item.after_prayer) {
    const day = item.date ? formatLongDate(item.date) : item.day_of_week !== null ? everyDay(item.day_of_week) : '';
    return { day: words ?? day, time: formatStart(item) };
  }
  const wib = toWIB(item.time, item.timezone_region, { date: item.date, dayOfWeek: item.day_of_week });
  const day = wib.date ? formatLongDate(wib.date) : wib.dayOfWeek !== null ? everyDay(wib.dayOfWeek) : '';
  const local = item.timezone_region !== 'WIB' ? ` (${formatTimeZone(item.time, item.timezone_region)})` : '';
  return { day: words ?? day, time: `${formatTimeZone(wib.time, 'WIB')}${local}` };
}
