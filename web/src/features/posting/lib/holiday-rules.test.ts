import { describe, expect, it } from 'vitest';
import { HOLIDAY_HELD_MESSAGES, holidayProblem, holidayRequest } from './holiday-rules';

describe('holiday ranges', () => {
  it('says what is wrong in the server’s words', () => {
    expect(holidayProblem([{ date: '2027-02-18', until: '2027-02-10', reason: '' }])).toBe(
      'Tanggal akhir libur tidak boleh sebelum tanggal mulai',
    );
    expect(holidayProblem([{ date: '2027-01-01', until: '2028-01-02', reason: '' }])).toBe('Rentang libur paling lama satu tahun');
    expect(
      holidayProblem([
        { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
        { date: '2027-03-19', reason: '' },
      ]),
    ).toBe('Tanggal libur bertumpuk: 18 Feb – 19 Mar dan 19 Mar');
    expect(holidayProblem([{ date: '2027-02-18', until: '19-03-2027', reason: '' }])).toBe('Tanggal akhir libur tidak valid');
  });

  it('takes adjacent ranges and sends until only when given', () => {
    const hs = [
      { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
      { id: 'h1', date: '2027-03-20', until: '', reason: '' },
    ];
    expect(holidayProblem(hs)).toBeNull();
    expect(hs.map(holidayRequest)).toEqual([
      { date: '2027-02-18', until: '2027-03-19', reason: 'Ramadhan' },
      { id: 'h1', date: '2027-03-20', reason: '' },
    ]);
  });
});

describe('holidays on the session’s dates', () => {
  // Sabtu pekan ke-2 & ke-4: 12 and 26 December 2026; every two weeks on Rabu from 18 November.
  const even = { day_of_week: 6, every_weeks: 1, rhythm_from: '', month_weeks: [2, 4] };
  const every2 = { day_of_week: 3, every_weeks: 2, rhythm_from: '2026-11-18', month_weeks: [] };
  const weekly = { day_of_week: 6, every_weeks: 1, rhythm_from: '', month_weeks: [] };
  const one = (date: string, until = '') => [{ date, until, reason: '' }];
  const { notHeld, rangeNotHeld } = HOLIDAY_HELD_MESSAGES;

  it('refuses a date the session is not held on, as the server does', () => {
    expect(holidayProblem(one('2026-12-01'), weekly)).toBe(`${notHeld} (1 Des)`);
    expect(holidayProblem(one('2026-12-05'), weekly)).toBeNull();
    expect(holidayProblem(one('2026-12-05'), even)).toBe(`${notHeld} (5 Des)`);
    expect(holidayProblem(one('2026-12-26'), even)).toBeNull();
    expect(holidayProblem(one('2026-11-28'), { ...even, month_weeks: [-1] })).toBeNull(); // the last Sabtu of November
    expect(holidayProblem(one('2026-11-25'), every2)).toBe(`${notHeld} (25 Nov)`);
    expect(holidayProblem(one('2026-11-11'), every2)).toBe(`${notHeld} (11 Nov)`); // before its first date
    expect(holidayProblem(one('2026-12-16'), every2)).toBeNull();
  });

  it('refuses a range holding none of its dates, and takes one holding a date', () => {
    expect(holidayProblem(one('2026-12-13', '2026-12-25'), even)).toBe(`${rangeNotHeld} (13 Des – 25 Des)`);
    expect(holidayProblem(one('2026-12-13', '2026-12-26'), even)).toBeNull();
    expect(holidayProblem(one('2026-12-03', '2026-12-15'), every2)).toBe(`${rangeNotHeld} (3 Des – 15 Des)`);
  });

  it('says the shape problems first, as the server does', () => {
    expect(
      holidayProblem(
        [
          { date: '2026-12-01', reason: '' },
          { date: '2026-12-01', reason: '' },
        ],
        weekly,
      ),
    ).toBe('Tanggal libur 2026-12-01 tercantum dua kali');
  });
});
