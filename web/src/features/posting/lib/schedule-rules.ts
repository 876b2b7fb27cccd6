import { z } from 'zod';
import type { components } from '@/lib/api-types';
import { DAY_NAMES, weekdayOf } from '@/lib/kajian-format';
import { EVERY_WEEKS_WORDS, LAST_WEEK, rhythmText, sortMonthWeeks } from '@/lib/rhythm-text';
import { addDays, isValidDate, isValidTime } from './value-checks';

// A posting's schedule beyond its day or date and start: how a weekly session repeats and when
// a session ends. The rules mirror the server's (kajian.Rhythm.Validate, Posting.validateSchedule
// and Session.ValidateEnd) in the same order with the same messages.

/** How a weekly session repeats: every week, every N weeks from a date, or in weeks of the month. */
export type Repeat = 'weekly' | 'every' | 'monthly';

export interface ScheduleValues {
  repeat: Repeat;
  /** Every N weeks (2 to 4) when repeat is 'every'. */
  every_weeks: number;
  /** The first date of an every-N-weeks rhythm, on the session's day. */
  rhythm_from: string;
  /** The weeks of each month (1 to 4, LAST_WEEK) when repeat is 'monthly'. */
  month_weeks: number[];
  /** HH:MM it ends, '' for the server's two hours. */
  end_time: string;
  /** A one-off dauroh's last day, '' for one day. */
  end_date: string;
}

export type ScheduleField = 'every_weeks' | 'rhythm_from' | 'month_weeks' | 'end_time' | 'end_date';

/** The server's messages (internal/kajian/rhythm.go, duration.go, posting_schedule.go). */
export const SCHEDULE_MESSAGES = {
  badEveryWeeks: 'Interval pekan harus 2 sampai 4',
  needRhythmFrom: 'Tanggal mulai harus diisi untuk kajian beberapa pekan sekali',
  badRhythmFrom: 'Tanggal mulai tidak valid',
  rhythmFromDay: 'Tanggal mulai harus jatuh pada hari kajian',
  badMonthWeek: "Pekan ke- harus 1 sampai 4 atau 'terakhir'",
  /** The form's own: with no week chosen the server would take it as every week. */
  needMonthWeek: 'Pilih minimal satu pekan',
  badEndTime: 'Jam selesai tidak valid',
  badEndDate: 'Tanggal selesai tidak valid',
  endTimeBeforeStart: 'Jam selesai harus setelah jam mulai',
  endDateBefore: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  endDateTooFar: 'Tanggal selesai paling lambat 14 hari setelah tanggal mulai',
} as const;

/** MAX_DAUROH_DAYS is how many days after its first a dauroh may end. */
export const MAX_DAUROH_DAYS = 14;

export const REPEATS: readonly (readonly [Repeat, string])[] = [
  ['weekly', 'Setiap pekan'],
  ['every', 'Beberapa pekan sekali'],
  ['monthly', 'Pekan tertentu tiap bulan'],
];

export const EVERY_WEEKS_OPTIONS = [2, 3, 4].map((n) => [String(n), `${EVERY_WEEKS_WORDS[n] ?? ''} pekan sekali`] as const);

export const MONTH_WEEKS = [
  { value: 1, label: 'Pekan ke-1' },
  { value: 2, label: 'Pekan ke-2' },
  { value: 3, label: 'Pekan ke-3' },
  { value: 4, label: 'Pekan ke-4' },
  { value: LAST_WEEK, label: 'Pekan terakhir' },
] as const;

export const scheduleShape = {
  repeat: z.enum(['weekly', 'every', 'monthly']),
  every_weeks: z.number(),
  rhythm_from: z.string(),
  month_weeks: z.array(z.number()),
  end_time: z.string(),
  end_date: z.string(),
};

export function emptySchedule(): ScheduleValues {
  return { repeat: 'weekly', every_weeks: 2, rhythm_from: '', month_weeks: [], end_time: '', end_date: '' };
}

/** What the schedule rules read of the rest of the form. */
interface Scheduled extends ScheduleValues {
  kajian_type: 'regular' | 'recurring';
  day_of_week: number;
  date: string;
  time: string;
  after_prayer: string;
}

type RhythmChoice = Pick<ScheduleValues, 'repeat' | 'every_weeks' | 'month_weeks'>;

/** rhythmOf is the rhythm the form would send (every week when the choice is incomplete). */
function rhythmOf(v: RhythmChoice): { every_weeks: number; month_weeks: number[] } {
  return {
    every_weeks: v.repeat === 'every' ? v.every_weeks : 1,
    month_weeks: v.repeat === 'monthly' ? sortMonthWeeks(v.month_weeks) : [],
  };
}

/** schedulePreview says the chosen rhythm as the server will ('Sabtu pekan ke-2 & ke-4'), '' before a week is chosen. */
export function schedulePreview(v: RhythmChoice & { day_of_week: number }): string {
  if (v.repeat === 'monthly' && v.month_weeks.length === 0) return '';
  return rhythmText(v.day_of_week, rhythmOf(v));
}

/** rhythmFromHint names the day the first date must fall on. */
export function rhythmFromHint(day: number): string {
  return `Tanggal pertama kajian, jatuh pada hari ${DAY_NAMES[day] ?? 'kajian'}.`;
}

/** scheduleProblems lists what is wrong with the rhythm and the end, in the server's order. */
export function scheduleProblems(v: Scheduled): { field: ScheduleField; message: string }[] {
  const out: { field: ScheduleField; message: string }[] = [];
  const add = (field: ScheduleField, message: string) => out.push({ field, message });
  const weekly = v.kajian_type === 'recurring';
  const from = v.rhythm_from.trim();
  if (weekly && v.repeat === 'every') {
    if (from && !isValidDate(from)) add('rhythm_from', SCHEDULE_MESSAGES.badRhythmFrom);
    else if (!Number.isInteger(v.every_weeks) || v.every_weeks < 2 || v.every_weeks > 4)
      add('every_weeks', SCHEDULE_MESSAGES.badEveryWeeks);
    else if (!from) add('rhythm_from', SCHEDULE_MESSAGES.needRhythmFrom);
    else if (weekdayOf(from) !== v.day_of_week) add('rhythm_from', SCHEDULE_MESSAGES.rhythmFromDay);
  }
  if (weekly && v.repeat === 'monthly') {
    if (v.month_weeks.length === 0) add('month_weeks', SCHEDULE_MESSAGES.needMonthWeek);
    else if (v.month_weeks.some((w) => w !== LAST_WEEK && (w < 1 || w > 4))) add('month_weeks', SCHEDULE_MESSAGES.badMonthWeek);
  }
  if (out.length > 0) return out;
  const endTime = v.end_time.trim();
  const endDate = weekly ? '' : v.end_date.trim();
  const date = v.date.trim();
  if (endTime && (!isValidTime(endTime) || endTime.startsWith('00:00'))) add('end_time', SCHEDULE_MESSAGES.badEndTime);
  else if (endDate && !isValidDate(endDate)) add('end_date', SCHEDULE_MESSAGES.badEndDate);
  else if (endDate && isValidDate(date) && endDate < date) add('end_date', SCHEDULE_MESSAGES.endDateBefore);
  else if (endDate && isValidDate(date) && endDate > addDays(date, MAX_DAUROH_DAYS)) add('end_date', SCHEDULE_MESSAGES.endDateTooFar);
  else if (endTime && !(endDate > date) && !v.after_prayer && isValidTime(v.time.trim()) && endTime.slice(0, 5) <= v.time.trim().slice(0, 5))
    add('end_time', SCHEDULE_MESSAGES.endTimeBeforeStart);
  return out;
}

type PostingInput = components['schemas']['PostingInput'];
type ScheduleRequest = Pick<PostingInput, 'every_weeks' | 'rhythm_from' | 'month_weeks' | 'end_time' | 'end_date'>;

/** scheduleRequest is the schedule part of the API body: a rhythm for weekly sessions, an end date for one-offs. */
export function scheduleRequest(v: Scheduled): ScheduleRequest {
  const weekly = v.kajian_type === 'recurring';
  const rhythm = rhythmOf(v);
  return {
    every_weeks: weekly ? rhythm.every_weeks : null,
    rhythm_from: weekly && v.repeat === 'every' ? v.rhythm_from : '',
    month_weeks: (weekly ? rhythm.month_weeks : []) as NonNullable<PostingInput['month_weeks']>,
    end_time: v.end_time,
    end_date: weekly ? '' : v.end_date,
  };
}

/** The rhythm a poster or a message said (the reader's extraction). */
type RhythmRead = Pick<components['schemas']['AIExtraction'], 'every_weeks' | 'rhythm_from' | 'month_weeks' | 'rhythm_unknown'>;

/**
 * extractedRhythm is the rhythm a poster or a message said, as the form's choice: every N weeks
 * from its first date ('' when the text gave none: the form asks for it) or weeks of the month;
 * null for every week, which is also what a reader says when the text names no rhythm (the
 * form's choice then stays). A rhythm the reader could not tell ('sebulan sekali') is 'Pekan
 * tertentu tiap bulan' with no week chosen: the form asks which, and never posts it as every week.
 */
export function extractedRhythm(x: RhythmRead): Pick<ScheduleValues, 'repeat' | 'every_weeks' | 'rhythm_from' | 'month_weeks'> | null {
  const none = { every_weeks: 2, rhythm_from: '', month_weeks: [] };
  if (x.rhythm_unknown) return { ...none, repeat: 'monthly' };
  const every = x.every_weeks ?? 1;
  if (every > 1) return { ...none, repeat: 'every', every_weeks: every, rhythm_from: x.rhythm_from ?? '' };
  if (x.month_weeks?.length) return { ...none, repeat: 'monthly', month_weeks: sortMonthWeeks(x.month_weeks) };
  return null;
}

/** scheduleOf fills the form's schedule from a stored session. */
export function scheduleOf(k: components['schemas']['Kajian']): ScheduleValues {
  return {
    repeat: k.every_weeks > 1 ? 'every' : k.month_weeks.length > 0 ? 'monthly' : 'weekly',
    every_weeks: k.every_weeks > 1 ? k.every_weeks : 2,
    rhythm_from: k.rhythm_from ?? '',
    month_weeks: [...k.month_weeks],
    end_time: k.end_time?.slice(0, 5) ?? '',
    end_date: k.end_date ?? '',
  };
}
