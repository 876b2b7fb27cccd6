import { describe, expect, it } from 'vitest';
import shared from '../../../../../internal/kajian/testdata/posting_cases.json';
import {
  applyExtraction,
  emptyPosting,
  firstProblem,
  fromPostingEdit,
  postingProblems,
  postingSchema,
  toPostingRequest,
  type AIExtraction,
  type FormMode,
  type KajianType,
  type PostingEdit,
  type PostingValues,
} from './posting-schema';
import { isValidUrl } from './value-checks';

type Fields = Record<string, unknown>;

/** valuesOf builds form values from the shared case format (the API's field names). */
function valuesOf(type: KajianType, fields: Fields): PostingValues {
  const v: PostingValues = { ...emptyPosting(), kajian_type: type };
  const speakers = (fields.speakers as { name: string; is_main_speaker: boolean }[]).map((s, i) => ({
    ...s,
    speaker_order: i + 1,
  }));
  return {
    ...v,
    title: fields.title as string,
    timezone_region: fields.timezone_region as string,
    date: (fields.date as string | undefined) ?? '',
    time: fields.time as string,
    after_prayer: (fields.after_prayer as string | undefined) ?? '',
    prayer_offset: (fields.prayer_offset as number | undefined) ?? 0,
    day_of_week: (fields.day_of_week as number | undefined) ?? 1,
    speakers,
    is_online: fields.is_online as boolean,
    location: fields.location as string,
    address: fields.address as string,
    live_stream_url: fields.live_stream_url as string,
    maps_url: fields.maps_url as string,
    holidays: fields.holidays as { date: string; reason: string }[],
    ...scheduleOfFields(fields),
  };
}

/** scheduleOfFields reads a case's rhythm and end (API names) as the form holds them. */
function scheduleOfFields(fields: Fields): Partial<PostingValues> {
  const every = (fields.every_weeks as number | undefined) ?? 0;
  const weeks = (fields.month_weeks as number[] | undefined) ?? [];
  return {
    repeat: every > 1 ? 'every' : weeks.length > 0 ? 'monthly' : 'weekly',
    every_weeks: every > 1 ? every : 2,
    rhythm_from: (fields.rhythm_from as string | undefined) ?? '',
    month_weeks: weeks,
    end_time: (fields.end_time as string | undefined) ?? '',
    end_date: (fields.end_date as string | undefined) ?? '',
  };
}

describe('posting rules shared with the server (internal/kajian/testdata/posting_cases.json)', () => {
  it.each(shared.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const base = shared.base[c.type as KajianType] as Fields;
    const values = valuesOf(c.type as KajianType, { ...base, ...(c.set as Fields) });
    const problem = firstProblem(values, c.mode as FormMode);
    expect(problem ? { field: problem.field, message: problem.message } : { field: '', message: '' }).toEqual({
      field: c.field,
      message: c.message,
    });
  });
});

describe('posting submit order', () => {
  it('announces the spec order one rule at a time as the user fixes them', () => {
    let v: PostingValues = {
      ...emptyPosting(),
      timezone_region: '',
      is_online: true,
      speakers: [
        { name: ' ', is_main_speaker: true, speaker_order: 1 },
        { name: 'Ust. Adi', is_main_speaker: false, speaker_order: 2 },
      ],
      maps_url: 'bukan-url',
    };
    const fixes: [string, Partial<PostingValues>][] = [
      ['Judul harus diisi', { title: 'Kajian Fiqih' }],
      ['Zona Waktu harus diisi', { timezone_region: 'WITA' }],
      ['Harus ada satu pemateri utama', { speakers: [{ name: 'Ust. Adi', is_main_speaker: true, speaker_order: 1 }] }],
      ['URL Live Stream harus diisi untuk kajian online', { is_online: false }],
      ['Lokasi harus diisi untuk kajian offline', { location: 'Masjid Raya' }],
      ['Alamat harus diisi untuk kajian offline', { address: 'Jl. Sudirman, Bandung' }],
      ['Tanggal dan waktu harus diisi untuk kajian insidental', { date: '2026-11-24' }],
      ['Tanggal dan waktu harus diisi untuk kajian insidental', { time: '19:30', live_stream_url: 'youtube' }],
      ['URL Live Stream tidak valid', { live_stream_url: 'https://youtube.com/live/x' }],
      ['URL Google Maps tidak valid', { maps_url: '' }],
    ];
    for (const [message, fix] of fixes) {
      expect(firstProblem(v, 'create')?.message).toBe(message);
      v = { ...v, ...fix };
    }
    expect(firstProblem(v, 'create')).toBeNull();
  });

  it('puts one message on each field for the resolver, the first in order', () => {
    const v = { ...emptyPosting(), title: '', location: '', address: '' };
    const result = postingSchema('create').safeParse(v);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      'title: Judul harus diisi',
      'speakers: Minimal harus ada satu pemateri',
      'location: Lokasi harus diisi untuk kajian offline',
      'address: Alamat harus diisi untuk kajian offline',
      'date: Tanggal dan waktu harus diisi untuk kajian insidental',
    ]);
    expect(postingProblems(v, 'create')[0]?.field).toBe('title');
  });
});

describe('urls', () => {
  it('accepts only absolute http and https links', () => {
    expect(isValidUrl('https://maps.app.goo.gl/abc')).toBe(true);
    expect(isValidUrl('http://zoom.us/j/1')).toBe(true);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('youtube.com/live/x')).toBe(false);
    expect(isValidUrl('')).toBe(false);
  });
});

describe('request and form values', () => {
  it('sends weekly fields for weekly sessions only and clears the place when online', () => {
    const v: PostingValues = {
      ...emptyPosting(),
      kajian_type: 'recurring',
      is_online: true,
      location: 'Masjid',
      maps_url: 'https://x.id',
      date: '2026-11-24',
      day_of_week: 4,
      holidays: [{ id: 'h1', date: '2026-11-26', reason: '' }, { date: '2026-12-03', reason: 'Safar' }],
    };
    const req = toPostingRequest(v);
    expect(req.date).toBe('');
    expect(req.day_of_week).toBe(4);
    expect(req.location).toBe('');
    expect(req.maps_url).toBe('');
    expect(req.poster_key).toBeNull();
    expect(req.holidays).toEqual([{ id: 'h1', date: '2026-11-26', reason: '' }, { date: '2026-12-03', reason: 'Safar' }]);
    const oneOff = toPostingRequest({ ...v, kajian_type: 'regular' });
    expect(oneOff.day_of_week).toBeNull();
    expect(oneOff.holidays).toEqual([]);
  });

  it('fills an edit form from the server, nulls as empty text', () => {
    const edit = {
      kajian: {
        type: 'recurring',
        is_online: false,
        title: 'Kajian Tauhid',
        speakers: [],
        ustaz: 'Ust. A',
        date: null,
        time: '19:30',
        day_of_week: 4,
        timezone_region: 'WITA',
        location: 'Masjid',
        address: null,
        maps_url: null,
        live_stream_url: null,
        contact_person: null,
        contact_phone: '0812',
        description: null,
        every_weeks: 1,
        rhythm_from: null,
        month_weeks: [],
        end_time: null,
        end_date: null,
      },
      holidays: [{ id: 'h1', date: '2026-11-26', reason: null }],
      poster_key: 'u/recurring/1-a.jpg',
      returns_to_pending: false,
      can_delete: true,
    } as unknown as PostingEdit;
    const v = fromPostingEdit(edit);
    expect(v.kajian_type).toBe('recurring');
    expect(v.address).toBe('');
    expect(v.day_of_week).toBe(4);
    expect(v.speakers).toHaveLength(1);
    expect(v.holidays).toEqual([{ id: 'h1', date: '2026-11-26', until: '', reason: '' }]);
    expect(v.poster_key).toBe('u/recurring/1-a.jpg');
  });

  it("takes a start after a prayer from the answer, and a clock time back from it", () => {
    const base = { ...emptyPosting(), time: '19:30' };
    const x: AIExtraction = {
      title: '',
      ustaz: '',
      speakers: [],
      date: '',
      time: '',
      after_prayer: 'isya',
      prayer_offset: 15,
      audience: ['umum'],
      kitab: '',
      bab: '',
      location: '',
      address: '',
      description: '',
      contact_person: '',
      contact_phone: '',
      live_stream_url: '',
      timezone_region: 'WIB',
      kajian_type: 'regular',
      is_online: false,
      day_of_week: null,
      confidence: 80,
      source: 'text',
    };
    const after = applyExtraction(base, x);
    expect([after.after_prayer, after.prayer_offset]).toEqual(['isya', 15]);
    expect(toPostingRequest(after)).toMatchObject({ after_prayer: 'isya', prayer_offset: 15, time: '' });
    const clock = applyExtraction(after, { ...x, after_prayer: '', prayer_offset: 0, time: '20:00' });
    expect([clock.after_prayer, clock.time]).toEqual(['', '20:00']);
  });

  it('fills the form from an AI answer without wiping what the answer lacks', () => {
    const x: AIExtraction = {
      title: 'Kajian Rutin Tahsin',
      ustaz: 'Ust. Hanif',
      speakers: [
        { name: 'Ust. Hanif', is_main_speaker: true, speaker_order: 1 },
        { name: 'Ust. Budi', is_main_speaker: false, speaker_order: 2 },
      ],
      date: '',
      time: '18:15',
      after_prayer: '',
      prayer_offset: 0,
      audience: ['akhwat'],
      kitab: 'Riyadhus Shalihin',
      bab: 'Ikhlas',
      location: '',
      address: '',
      description: '',
      contact_person: '',
      contact_phone: '081234567890',
      day_of_week: 4,
      live_stream_url: 'https://youtube.com/live/x',
      timezone_region: 'WITA',
      kajian_type: 'recurring',
      is_online: true,
      confidence: 80,
      source: 'ai',
    };
    const before = { ...emptyPosting(), location: 'Masjid Lama', contact_person: 'Akh Fulan' };
    const v = applyExtraction(before, x);
    expect(v.kajian_type).toBe('recurring');
    expect(v.is_online).toBe(true);
    expect(v.day_of_week).toBe(4);
    expect(v.time).toBe('18:15');
    expect(v.timezone_region).toBe('WITA');
    expect(v.location).toBe('Masjid Lama');
    expect(v.contact_person).toBe('Akh Fulan');
    expect(v.speakers.map((s) => s.name)).toEqual(['Ust. Hanif', 'Ust. Budi']);
    expect(applyExtraction(before, x, { fixedType: true }).kajian_type).toBe('regular');
    const onlyUstaz = applyExtraction(before, { ...x, speakers: [], ustaz: 'Ust. Zaid' });
    expect(onlyUstaz.speakers).toEqual([{ name: 'Ust. Zaid', is_main_speaker: true, speaker_order: 1 }]);
  });

  describe('a rhythm read', () => {
    const weekly: AIExtraction = {
      title: 'Kajian Fiqih',
      ustaz: 'Ust. Abu Haidar',
      speakers: [{ name: 'Ust. Abu Haidar', is_main_speaker: true, speaker_order: 1 }],
      date: '',
      time: '09:00',
      after_prayer: '',
      prayer_offset: 0,
      audience: ['umum'],
      kitab: '',
      bab: '',
      location: 'Masjid Al-Hikmah',
      address: 'Jl. Anggrek No. 5, Depok',
      description: '',
      contact_person: '',
      contact_phone: '',
      live_stream_url: '',
      timezone_region: 'WIB',
      kajian_type: 'recurring',
      is_online: false,
      day_of_week: 6,
      every_weeks: 1,
      confidence: 80,
      source: 'text',
    };
    const pick = (v: PostingValues) => [v.repeat, v.every_weeks, v.rhythm_from, v.month_weeks];

    it('fills weeks of the month, in order', () => {
      const v = applyExtraction(emptyPosting(), { ...weekly, month_weeks: [4, 2] });
      expect(pick(v)).toEqual(['monthly', 2, '', [2, 4]]);
      expect(toPostingRequest(v)).toMatchObject({ kajian_type: 'recurring', day_of_week: 6, every_weeks: 1, month_weeks: [2, 4] });
    });

    it('fills every N weeks with its first date, or leaves the date for the user', () => {
      expect(pick(applyExtraction(emptyPosting(), { ...weekly, every_weeks: 2, rhythm_from: '2026-12-12' }))).toEqual([
        'every',
        2,
        '2026-12-12',
        [],
      ]);
      const noDate = applyExtraction(emptyPosting(), { ...weekly, every_weeks: 3 });
      expect(pick(noDate)).toEqual(['every', 3, '', []]);
      expect(firstProblem(noDate, 'create')?.message).toBe('Tanggal mulai harus diisi untuk kajian beberapa pekan sekali');
    });

    it('asks which weeks when the reader could not tell, never every week', () => {
      const v = applyExtraction(emptyPosting(), { ...weekly, rhythm_unknown: true });
      expect(pick(v)).toEqual(['monthly', 2, '', []]);
      expect(firstProblem(v, 'create')?.message).toBe('Pilih minimal satu pekan');
    });

    it("keeps the form's rhythm when the answer names none, and gives a one-off none", () => {
      const chosen = { ...emptyPosting(), kajian_type: 'recurring' as const, repeat: 'monthly' as const, month_weeks: [1] };
      expect(pick(applyExtraction(chosen, weekly))).toEqual(['monthly', 2, '', [1]]);
      const oneOff = applyExtraction(emptyPosting(), { ...weekly, kajian_type: 'regular', day_of_week: null, month_weeks: [2] });
      expect(oneOff.repeat).toBe('weekly');
      expect(toPostingRequest(oneOff)).toMatchObject({ kajian_type: 'regular', month_weeks: [] });
    });
  });
});
