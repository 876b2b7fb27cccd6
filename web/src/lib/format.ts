import { format } from 'date-fns';
import { id } from 'date-fns/locale/id';

/** Day names by day_of_week index (0 = Ahad/Sunday). */
export const DAY_NAMES = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export function dayName(dayOfWeek: number): string {
  return DAY_NAMES[dayOfWeek] ?? '';
}

/** formatDate formats with date-fns in Indonesian, e.g. 'EEEE, dd MMMM yyyy' → 'Senin, 05 Mei 2025'. */
export function formatDate(date: Date | number, pattern = 'EEEE, dd MMMM yyyy'): string {
  return format(date, pattern, { locale: id });
}

/** formatDateString formats a YYYY-MM-DD calendar date without time-zone shifts. */
export function formatDateString(value: string, pattern = 'EEEE, dd MMMM yyyy'): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return formatDate(new Date(y, m - 1, d), pattern);
}

/** formatTime shows HH:MM plus the time-zone label (default WIB). */
export function formatTime(time: string, zone: string | null | undefined = 'WIB'): string {
  return `${time.slice(0, 5)} ${zone ?? 'WIB'}`;
}
