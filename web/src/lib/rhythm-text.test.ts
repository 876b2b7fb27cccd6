import { describe, expect, it } from 'vitest';
import { LAST_WEEK, rhythmText, sortMonthWeeks } from './rhythm-text';

// The same words as the server's kajian.Rhythm.Text (internal/kajian/rhythm.go).
describe('rhythmText', () => {
  it('says every week as the day alone', () => {
    expect(rhythmText(4, { every_weeks: 1, month_weeks: [] })).toBe('Setiap Kamis');
    expect(rhythmText(0, { every_weeks: 0, month_weeks: [] })).toBe('Setiap Ahad');
  });

  it('says every N weeks in words', () => {
    expect(rhythmText(3, { every_weeks: 2, month_weeks: [] })).toBe('Dua pekan sekali, Rabu');
    expect(rhythmText(5, { every_weeks: 3, month_weeks: [] })).toBe('Tiga pekan sekali, Jumat');
    expect(rhythmText(6, { every_weeks: 4, month_weeks: [] })).toBe('Empat pekan sekali, Sabtu');
  });

  it('says one week of the month by its ordinal', () => {
    expect(rhythmText(0, { every_weeks: 1, month_weeks: [1] })).toBe('Setiap Ahad pekan pertama');
    expect(rhythmText(6, { every_weeks: 1, month_weeks: [2] })).toBe('Setiap Sabtu pekan kedua');
    expect(rhythmText(1, { every_weeks: 1, month_weeks: [3] })).toBe('Setiap Senin pekan ketiga');
    expect(rhythmText(2, { every_weeks: 1, month_weeks: [4] })).toBe('Setiap Selasa pekan keempat');
    expect(rhythmText(5, { every_weeks: 1, month_weeks: [LAST_WEEK] })).toBe('Setiap Jumat pekan terakhir');
  });

  it('lists several weeks of the month in order, the last named last', () => {
    expect(rhythmText(6, { every_weeks: 1, month_weeks: [4, 2] })).toBe('Sabtu pekan ke-2 & ke-4');
    expect(rhythmText(6, { every_weeks: 1, month_weeks: [LAST_WEEK, 1, 3] })).toBe('Sabtu pekan ke-1, ke-3 & terakhir');
    // Weeks of the month win over an interval, as the server's rule keeps only one.
    expect(rhythmText(4, { every_weeks: 1, month_weeks: [1, 2, 3, 4, LAST_WEEK] })).toBe(
      'Kamis pekan ke-1, ke-2, ke-3, ke-4 & terakhir',
    );
  });

  it('says nothing for a day that does not exist', () => {
    expect(rhythmText(7, { every_weeks: 1, month_weeks: [] })).toBe('');
  });

  it('sorts month weeks with the last after the fourth and drops repeats', () => {
    expect(sortMonthWeeks([LAST_WEEK, 4, 1, 4])).toEqual([1, 4, LAST_WEEK]);
  });
});
