import { describe, expect, it } from 'vitest';
import { formatTimeRange, rhythmWords, scheduleInWIB } from './schedule-words';

describe('schedules beyond a day or a date', () => {
  it('shows the end of a session beside its start, not after a prayer', () => {
    expect(formatTimeRange({ time: '08:00', end_time: '11:30', timezone_region: 'WITA' })).toBe('08.00–11.30 WITA');
    expect(formatTimeRange({ time: '08:00:00', end_time: null, timezone_region: 'WIB' })).toBe('08.00 WIB');
    expect(formatTimeRange({ time: '17:58', end_time: '20:00', timezone_region: 'WIB', after_prayer: 'maghrib' })).toBe(
      "Ba'da Maghrib · adzan ± 17.58 WIB",
    );
  });

  it("takes the server's words for a rhythm or a dauroh, in lists that move times to WIB", () => {
    const monthly = { time: '16:00', timezone_region: 'WITA', date: null, day_of_week: 6, every_weeks: 1, month_weeks: [2, 4], schedule: 'Sabtu pekan ke-2 & ke-4' };
    expect(rhythmWords(monthly)).toBe('Sabtu pekan ke-2 & ke-4');
    expect(scheduleInWIB(monthly)).toEqual({ day: 'Sabtu pekan ke-2 & ke-4', time: '15.00 WIB (16.00 WITA)' });
    const every = { ...monthly, every_weeks: 2, month_weeks: [], schedule: 'Dua pekan sekali, Sabtu' };
    expect(scheduleInWIB(every).day).toBe('Dua pekan sekali, Sabtu');
    const dauroh = { time: '08:00', timezone_region: 'WIB', date: '2027-01-08', end_date: '2027-01-10', day_of_week: null, schedule: 'Jumat–Ahad, 8–10 Januari 2027' };
    expect(scheduleInWIB(dauroh).day).toBe('Jumat–Ahad, 8–10 Januari 2027');
    // Every week and a single day keep the day moved to WIB.
    expect(rhythmWords({ ...monthly, month_weeks: [] })).toBeNull();
    expect(rhythmWords({ ...dauroh, end_date: '2027-01-08' })).toBeNull();
  });
});
