import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyPosting } from './posting-schema';
import { seriesDraft, seriesErrors } from './series-draft';

const speakers = [
  { name: 'Ust. Hanif', is_main_speaker: false, speaker_order: 1 },
  { name: ' Ust. Firanda ', is_main_speaker: true, speaker_order: 2 },
];

describe('seriesDraft', () => {
  it("takes the kitab, the main speaker and a one-off's date", () => {
    const v = { ...emptyPosting(), title: 'Kajian Tauhid', kitab: ' Kitab Tauhid ', speakers, date: '2026-12-01' };
    expect(seriesDraft(v)).toEqual({ title: 'Kitab Tauhid', ustaz: 'Ust. Firanda', kitab: 'Kitab Tauhid', starts_on: '2026-12-01' });
  });

  it('falls back to the title, and a weekly session starts today', () => {
    const v = { ...emptyPosting(), kajian_type: 'recurring' as const, title: ' Tafsir Juz Amma ', date: '2026-12-01' };
    expect(seriesDraft(v, new Date(2026, 10, 28, 20, 0))).toEqual({ title: 'Tafsir Juz Amma', ustaz: '', kitab: '', starts_on: '2026-11-28' });
  });
});

describe('seriesErrors', () => {
  it("places the server's messages on the series' fields, one field or several", () => {
    expect(seriesErrors(new ApiError({ status: 400, code: 'validation_failed', message: 'Judul seri harus diisi', field: 'title' }))).toEqual({
      title: 'Judul seri harus diisi',
    });
    const both = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Judul seri harus diisi',
      fields: { title: 'Judul seri harus diisi', starts_on: 'Tanggal mulai seri tidak valid' },
    });
    expect(seriesErrors(both)).toEqual({ title: 'Judul seri harus diisi', starts_on: 'Tanggal mulai seri tidak valid' });
  });

  it('answers null for what is on no field (a limit, the network)', () => {
    expect(seriesErrors(new ApiError({ status: 429, code: 'rate_limited', message: 'Terlalu banyak permintaan' }))).toBeNull();
    expect(seriesErrors(new Error('boom'))).toBeNull();
  });
});
