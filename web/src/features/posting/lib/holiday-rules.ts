import { formatShortDate } from '@/lib/kajian-format';
import { isValidDate } from './value-checks';

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

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * holidayProblem is the first thing wrong with the holidays, in the server's words
 * (kajian.ValidateHolidays): a missing or bad date, a date twice, a bad or backwards end,
 * a range over a year, a long reason, two that overlap.
 */
export function holidayProblem(holidays: readonly HolidayValue[]): string | null {
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
  return null;
}

/** holidayRequest is a holiday as the API takes it. */
export function holidayRequest(h: HolidayValue): { id?: string; date: string; until?: string; reason: string } {
  const until = (h.until ?? '').trim();
  return { ...(h.id ? { id: h.id } : {}), date: h.date, ...(until ? { until } : {}), reason: h.reason };
}
