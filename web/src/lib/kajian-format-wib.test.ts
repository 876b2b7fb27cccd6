import { describe, expect, it } from 'vitest';
import { toWIB } from './kajian-format';

describe('toWIB', () => {
  it('keeps WIB times', () => {
    expect(toWIB('19:30', 'WIB', { date: '2026-11-24', dayOfWeek: null })).toEqual({
      time: '19:30',
      date: '2026-11-24',
      dayOfWeek: null,
    });
  });

  it('moves WITA and WIT times back one and two hours', () => {
    expect(toWIB('19:30', 'WITA', { date: '2026-11-24', dayOfWeek: null }).time).toBe('18:30');
    expect(toWIB('09:05', 'WIT', { date: null, dayOfWeek: 4 })).toEqual({ time: '07:05', date: null, dayOfWeek: 4 });
  });

  it('moves the date or the day back across midnight', () => {
    expect(toWIB('00:30', 'WIT', { date: '2026-03-01', dayOfWeek: null })).toEqual({
      time: '22:30',
      date: '2026-02-28',
      dayOfWeek: null,
    });
    expect(toWIB('00:15', 'WITA', { date: null, dayOfWeek: 0 })).toEqual({ time: '23:15', date: null, dayOfWeek: 6 });
  });

  it('reads a missing zone as WIB', () => {
    expect(toWIB('07:00', null, { date: null, dayOfWeek: 1 }).time).toBe('07:00');
  });
});
