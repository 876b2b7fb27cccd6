import { describe, expect, it } from 'vitest';
import {
  emptyPosting,
  firstProblem,
  fromPostingEdit,
  postingSchema,
  toPostingRequest,
  type PostingEdit,
  type PostingValues,
} from './posting-schema';
import { schedulePreview, SCHEDULE_MESSAGES as M } from './schedule-rules';

/** A weekly session that passes every other rule: Sabtu 08:00. */
const weekly: PostingValues = {
  ...emptyPosting(),
  kajian_type: 'recurring',
  title: 'Kajian Kitab Tauhid',
  speakers: [{ name: 'Ust. A', is_main_speaker: true, speaker_order: 1 }],
  time: '08:00',
  day_of_week: 6,
  location: 'Masjid Al-Falah',
  address: 'Jl. Kenanga 2',
};

/** A one-off that passes every other rule: Jumat 8 Januari 2027, 08:00. */
const oneOff: PostingValues = { ...weekly, kajian_type: 'regular', date: '2027-01-08' };

const problem = (v: PostingValues) => {
  const p = firstProblem(v, 'create');
  return p ? `${p.field}: ${p.message}` : '';
};

describe('the rhythm rules, as the server says them', () => {
  it('needs a first date on the day for every N weeks', () => {
    const every: PostingValues = { ...weekly, repeat: 'every', every_weeks: 2 };
    expect(problem(every)).toBe(`rhythm_from: ${M.needRhythmFrom}`);
    expect(problem({ ...every, rhythm_from: '2026-13-01' })).toBe(`rhythm_from: ${M.badRhythmFrom}`);
    // 2026-12-02 is a Rabu, not the session's Sabtu.
    expect(problem({ ...every, rhythm_from: '2026-12-02' })).toBe(`rhythm_from: ${M.rhythmFromDay}`);
    expect(problem({ ...every, rhythm_from: '2026-12-05' })).toBe('');
  });

  it('takes every 2 to 4 weeks only', () => {
    const every: PostingValues = { ...weekly, repeat: 'every', rhythm_from: '2026-12-05' };
    for (const n of [2, 3, 4]) expect(problem({ ...every, every_weeks: n })).toBe('');
    for (const n of [1, 5, Number.NaN]) expect(problem({ ...every, every_weeks: n })).toBe(`every_weeks: ${M.badEveryWeeks}`);
  });

  it('needs at least one week of the month, each 1 to 4 or the last', () => {
    const monthly: PostingValues = { ...weekly, repeat: 'monthly' };
    expect(problem(monthly)).toBe(`month_weeks: ${M.needMonthWeek}`);
    expect(problem({ ...monthly, month_weeks: [2, 4] })).toBe('');
    expect(problem({ ...monthly, month_weeks: [-1] })).toBe('');
    expect(problem({ ...monthly, month_weeks: [5] })).toBe(`month_weeks: ${M.badMonthWeek}`);
  });

  it('ignores the parts of a rhythm not chosen', () => {
    // Weeks ticked before switching to every N weeks are neither checked nor sent.
    const v: PostingValues = { ...weekly, repeat: 'every', every_weeks: 3, rhythm_from: '2026-12-05', month_weeks: [7] };
    expect(problem(v)).toBe('');
    expect(problem({ ...v, repeat: 'weekly', rhythm_from: 'x', every_weeks: 9 })).toBe('');
  });

  it('puts each message on its field for the form', () => {
    const result = postingSchema('create').safeParse({ ...weekly, repeat: 'monthly' });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([`month_weeks: ${M.needMonthWeek}`]);
  });
});

describe('the end rules, as the server says them', () => {
  it('needs an end time after the start on the same day', () => {
    expect(problem({ ...weekly, end_time: '11:30' })).toBe('');
    expect(problem({ ...weekly, end_time: '08:00' })).toBe(`end_time: ${M.endTimeBeforeStart}`);
    expect(problem({ ...weekly, end_time: '07:00' })).toBe(`end_time: ${M.endTimeBeforeStart}`);
    expect(problem({ ...weekly, end_time: '25:00' })).toBe(`end_time: ${M.badEndTime}`);
    expect(problem({ ...weekly, end_time: '00:00' })).toBe(`end_time: ${M.badEndTime}`);
  });

  it('does not compare the end time of a dauroh or of a start after a prayer', () => {
    expect(problem({ ...oneOff, end_date: '2027-01-10', end_time: '07:00' })).toBe('');
    expect(problem({ ...weekly, time: '', after_prayer: 'maghrib', end_time: '18:00' })).toBe('');
  });

  it('keeps a dauroh within 14 days from its first', () => {
    expect(problem({ ...oneOff, end_date: '2027-01-08' })).toBe('');
    expect(problem({ ...oneOff, end_date: '2027-01-22' })).toBe('');
    expect(problem({ ...oneOff, end_date: '2027-01-23' })).toBe(`end_date: ${M.endDateTooFar}`);
    expect(problem({ ...oneOff, end_date: '2027-01-07' })).toBe(`end_date: ${M.endDateBefore}`);
    expect(problem({ ...oneOff, end_date: '2027-02-30' })).toBe(`end_date: ${M.badEndDate}`);
  });

  it('checks the rhythm before the end', () => {
    expect(problem({ ...weekly, repeat: 'monthly', end_time: '07:00' })).toBe(`month_weeks: ${M.needMonthWeek}`);
  });
});

describe('the schedule in the request and back', () => {
  it('sends weeks of the month in order for a weekly session', () => {
    const req = toPostingRequest({ ...weekly, repeat: 'monthly', month_weeks: [4, 2], end_time: '11:30', end_date: '2027-01-01' });
    expect(req).toMatchObject({ every_weeks: 1, rhythm_from: '', month_weeks: [2, 4], end_time: '11:30', end_date: '' });
  });

  it('sends every N weeks with its first date', () => {
    const req = toPostingRequest({ ...weekly, repeat: 'every', every_weeks: 3, rhythm_from: '2026-12-05', month_weeks: [1] });
    expect(req).toMatchObject({ every_weeks: 3, rhythm_from: '2026-12-05', month_weeks: [], end_time: '' });
  });

  it('sends every week as 1 and a one-off with its end date and no rhythm', () => {
    expect(toPostingRequest(weekly)).toMatchObject({ every_weeks: 1, rhythm_from: '', month_weeks: [] });
    const req = toPostingRequest({ ...oneOff, repeat: 'monthly', month_weeks: [2], end_date: '2027-01-10' });
    expect(req).toMatchObject({ every_weeks: null, rhythm_from: '', month_weeks: [], end_date: '2027-01-10' });
  });

  it('fills the form from a stored rhythm and end', () => {
    const edit = (k: object) =>
      fromPostingEdit({
        kajian: { ...k, type: 'recurring', speakers: [], ustaz: 'Ust. A', time: '08:00:00', day_of_week: 6, audience: ['umum'] },
        holidays: [],
        poster_key: null,
      } as unknown as PostingEdit);
    const base = { every_weeks: 1, rhythm_from: null, month_weeks: [], end_time: null, end_date: null };
    expect(edit(base)).toMatchObject({ repeat: 'weekly', every_weeks: 2, month_weeks: [], end_time: '', end_date: '' });
    expect(edit({ ...base, every_weeks: 3, rhythm_from: '2026-12-05', end_time: '11:30:00' })).toMatchObject({
      repeat: 'every',
      every_weeks: 3,
      rhythm_from: '2026-12-05',
      end_time: '11:30',
    });
    expect(edit({ ...base, month_weeks: [2, 4] })).toMatchObject({ repeat: 'monthly', month_weeks: [2, 4] });
    expect(edit({ ...base, end_date: '2027-01-10' }).end_date).toBe('2027-01-10');
  });
});

describe('the preview', () => {
  it('says the chosen rhythm in the server words, nothing before a week is ticked', () => {
    const v = { repeat: 'monthly' as const, every_weeks: 2, month_weeks: [4, 2], day_of_week: 6 };
    expect(schedulePreview(v)).toBe('Sabtu pekan ke-2 & ke-4');
    expect(schedulePreview({ ...v, month_weeks: [] })).toBe('');
    expect(schedulePreview({ ...v, repeat: 'every' })).toBe('Dua pekan sekali, Sabtu');
    expect(schedulePreview({ ...v, repeat: 'weekly' })).toBe('Setiap Sabtu');
  });
});
