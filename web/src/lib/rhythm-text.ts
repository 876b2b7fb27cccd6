import { DAY_NAMES } from './kajian-format';

// The words for how a weekly session repeats, as the server says them (kajian.Rhythm.Text): the
// posting form previews them before the server has the session. Pages show the server's own
// `schedule` instead.

/** LAST_WEEK in month weeks is the month's last such weekday ('pekan terakhir'). */
export const LAST_WEEK = -1;

/** How one week of the month is said alone: 'pekan kedua'. */
const ORDINAL_WEEKS: Record<number, string> = { 1: 'pertama', 2: 'kedua', 3: 'ketiga', 4: 'keempat', [LAST_WEEK]: 'terakhir' };

/** The every-N-weeks intervals: 'Dua pekan sekali'. */
export const EVERY_WEEKS_WORDS: Record<number, string> = { 2: 'Dua', 3: 'Tiga', 4: 'Empat' };

/** sortMonthWeeks orders month weeks as the server keeps them: 1 to 4, then the last, no repeats. */
export function sortMonthWeeks(weeks: readonly number[]): number[] {
  const rank = (w: number) => (w === LAST_WEEK ? 5 : w);
  return [...new Set(weeks)].sort((a, b) => rank(a) - rank(b));
}

/**
 * rhythmText says a weekly session's rhythm on weekday day: 'Setiap Kamis', 'Dua pekan sekali,
 * Rabu', 'Setiap Ahad pekan pertama', 'Sabtu pekan ke-2 & ke-4', 'Sabtu pekan ke-1, ke-3 &
 * terakhir'. '' for a day that is not 0 (Ahad) to 6 (Sabtu).
 */
export function rhythmText(day: number, rhythm: { every_weeks: number; month_weeks: readonly number[] }): string {
  const name = DAY_NAMES[day];
  if (!name) return '';
  const weeks = sortMonthWeeks(rhythm.month_weeks);
  if (weeks.length === 1) return `Setiap ${name} pekan ${ORDINAL_WEEKS[weeks[0] ?? 0] ?? ''}`;
  if (weeks.length > 1) {
    const parts = weeks.map((w) => (w === LAST_WEEK ? 'terakhir' : `ke-${String(w)}`));
    return `${name} pekan ${parts.slice(0, -1).join(', ')} & ${parts[parts.length - 1] ?? ''}`;
  }
  const words = EVERY_WEEKS_WORDS[rhythm.every_weeks];
  if (words) return `${words} pekan sekali, ${name}`;
  return `Setiap ${name}`;
}
