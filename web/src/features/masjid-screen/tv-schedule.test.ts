import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  gregorianDate,
  hijriDate,
  nextPrayer,
  splitSessions,
  wallClock,
  type PrayerTimes,
  type TvSession,
} from './tv-schedule';

const times: PrayerTimes = {
  date: '2026-11-28',
  zone: 'WITA',
  subuh: '04.05',
  dzuhur: '11.40',
  ashar: '15.05',
  maghrib: '17.55',
  isya: '19.07',
};

function session(id: string, type: string, sortDate: string): TvSession {
  return { id, type, title: id, path: `/kajian/${id}`, speaker: 'Ustadz', time: '19:30', timezone_region: 'WIB', sort_date: sortDate };
}

describe('the lobby screen schedule', () => {
  it('highlights the next prayer in the masjid zone and rolls over to Subuh after Isya', () => {
    // 03:00Z is 11.00 WITA: Dzuhur comes next.
    expect(nextPrayer(times, new Date('2026-11-28T03:00:00Z'))).toBe('dzuhur');
    expect(nextPrayer(times, new Date('2026-11-28T03:40:00Z'))).toBe('ashar'); // 11.40 exactly: Dzuhur has come
    expect(nextPrayer(times, new Date('2026-11-28T11:10:00Z'))).toBe('subuh'); // 19.10 WITA
    expect(nextPrayer(times, new Date('2026-11-28T16:30:00Z'))).toBe('subuh'); // 00.30 WITA, the next day
    expect(nextPrayer(times, new Date('2026-11-28T20:30:00Z'))).toBe('dzuhur'); // 04.30 WITA
  });

  it('splits the sessions into today and after, in the zone, rolling weekly ones on', () => {
    const now = new Date('2026-11-28T10:00:00Z'); // Sabtu 17.00 WIB
    const { today, next } = splitSessions(
      [
        session('later-today', 'regular', '2026-11-28T12:30:00Z'),
        session('started', 'regular', '2026-11-28T09:00:00Z'),
        session('tomorrow', 'regular', '2026-11-29T01:00:00Z'),
        session('weekly-passed', 'recurring', '2026-11-21T11:00:00Z'), // a week-old copy: next 28 Nov 18.00
        session('after-midnight', 'regular', '2026-11-28T17:30:00Z'), // 00.30 WIB on the 29th
        session('later-today', 'regular', '2026-11-28T12:30:00Z'),
        // Off today and next week: held on 12 December.
        { ...session('weekly-off', 'recurring', '2026-11-28T12:00:00Z'), holidays: [{ date: '2026-11-28' }, { date: '2026-12-05' }] },
      ],
      now,
      'Asia/Jakarta',
    );
    expect(today.map((i) => i.session.id)).toEqual(['weekly-passed', 'later-today']);
    expect(next.map((i) => i.session.id)).toEqual(['after-midnight', 'tomorrow', 'weekly-off']);
    expect(next[2]?.day).toBe('Sabtu, 12 Des');
    expect(next[0]?.day).toBe('Ahad, 29 Nov');
  });

  it('formats the clock and the dates in Indonesian', () => {
    const t = new Date('2026-11-28T16:30:00Z');
    expect(wallClock(t, 'Asia/Jakarta')).toBe('23.30');
    expect(wallClock(t, 'Asia/Jayapura')).toBe('01.30');
    expect(gregorianDate(t, 'Asia/Jakarta')).toBe('Sabtu, 28 November 2026');
    expect(gregorianDate(t, 'Asia/Jayapura')).toBe('Ahad, 29 November 2026');
    expect(dayLabel(t, 'Asia/Makassar')).toBe('Ahad, 29 Nov');
    expect(hijriDate(t, 'Asia/Jakarta')).toMatch(/1448/);
  });
});
