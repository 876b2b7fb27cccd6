import { describe, expect, it } from 'vitest';
import {
  formatStart,
  attendeesLabel,
  everyDay,
  formatClock,
  formatDistance,
  formatInstant,
  formatLongDate,
  formatMediumDate,
  formatShortDate,
  formatTimeZone,
  nextOccurrenceLabel,
  weekdayOf,
} from './kajian-format';
import { scheduleInWIB } from './schedule-words';

describe('kajian-format', () => {
  it('formats calendar dates in Indonesian without shifting them', () => {
    expect(formatLongDate('2026-11-24')).toBe('Selasa, 24 November 2026');
    expect(formatLongDate('2026-11-22')).toBe('Ahad, 22 November 2026');
    expect(formatShortDate('2026-12-03')).toBe('3 Des');
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(formatLongDate('bukan-tanggal')).toBe('bukan-tanggal');
  });

  it('shows the time with its zone, WIB by default', () => {
    expect(formatTimeZone('19:30', 'WITA')).toBe('19.30 WITA');
    expect(formatTimeZone('05:30:00', null)).toBe('05.30 WIB');
    expect(formatTimeZone('08:00')).toBe('08.00 WIB');
  });

  it('names weekly schedules', () => {
    expect(everyDay(0)).toBe('Setiap Ahad');
    expect(everyDay(4)).toBe('Setiap Kamis');
    expect(everyDay(9)).toBe('');
    expect(nextOccurrenceLabel('2026-11-26')).toBe('Selanjutnya: Kamis, 26 November 2026');
    expect(attendeesLabel(12)).toBe('12 orang akan hadir');
  });

  // The same table as internal/kajian's TestFormatDistance: the server's distance_label and
  // this function agree.
  it.each([
    [0.0504, '50 m'],
    [0.9994, '999 m'],
    [1, '1,0 km'],
    [2.345, '2,3 km'],
    [9.94, '9,9 km'],
    [10, '10 km'],
    [116.4, '116 km'],
  ])('formats %s km as %s', (km, want) => {
    expect(formatDistance(km)).toBe(want);
  });
});

describe('the one Indonesian date formatter', () => {
  it("names every day as the spec does, Sunday 'Ahad'", () => {
    const week = ['22', '23', '24', '25', '26', '27', '28'].map((d) => formatLongDate(`2026-11-${d}`).split(',')[0]);
    expect(week).toEqual(['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
  });

  it('pads the day when asked, and shortens months on cards', () => {
    expect(formatLongDate('2026-11-05', { padDay: true })).toBe('Kamis, 05 November 2026');
    expect(formatLongDate('2026-11-05')).toBe('Kamis, 5 November 2026');
    expect(formatMediumDate('2026-02-05')).toBe('05 Feb 2026');
  });

  it('shows moments in WIB and device clock times', () => {
    expect(formatInstant('2026-11-22T12:30:00Z')).toMatch(/^22 Nov 2026.*19[.:]30$/);
    expect(formatClock(new Date(2026, 10, 22, 9, 5, 7))).toBe('09.05');
  });
});

describe('formatStart', () => {
  it('shows a clock time with its zone', () => {
    expect(formatStart({ time: '19:30', timezone_region: 'WITA', after_prayer: null })).toBe('19.30 WITA');
  });
  it("shows a start after a prayer with the prayer's time on that date", () => {
    expect(formatStart({ time: '17:58', timezone_region: 'WIB', after_prayer: 'maghrib', prayer_offset: 0 })).toBe(
      "Ba'da Maghrib · adzan ± 17.58 WIB",
    );
    expect(formatStart({ time: '19:27', timezone_region: 'WITA', after_prayer: 'isya', prayer_offset: 15 })).toBe(
      "Ba'da Isya +15 menit · adzan ± 19.27 WITA",
    );
  });
});

describe('scheduleInWIB', () => {
  it('moves a clock time to WIB and keeps the local one beside it', () => {
    expect(scheduleInWIB({ time: '19:30', timezone_region: 'WITA', date: '2026-11-24', day_of_week: null })).toEqual({
      day: 'Selasa, 24 November 2026',
      time: '18.30 WIB (19.30 WITA)',
    });
  });
  it('keeps a start after a prayer in its own zone', () => {
    expect(
      scheduleInWIB({ time: '18:12', timezone_region: 'WITA', date: null, day_of_week: 4, after_prayer: 'maghrib', prayer_offset: 0 }),
    ).toEqual({ day: 'Setiap Kamis', time: "Ba'da Maghrib · adzan ± 18.12 WITA" });
  });
});
