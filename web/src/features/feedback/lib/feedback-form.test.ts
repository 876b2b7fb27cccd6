import { describe, expect, it } from 'vitest';
import { counter, feedbackProblems, overLimits } from './feedback-form';

const ok = { name: '', subject: 'Peta kosong', message: 'Di HP saya peta tidak muncul' };

describe('feedback form checks', () => {
  it('gives each empty field its own message', () => {
    expect(feedbackProblems({ ...ok, subject: ' ', message: '' })).toEqual({
      subject: 'Subjek harus diisi',
      message: 'Pesan harus diisi',
    });
    expect(feedbackProblems({ ...ok, message: '' })).toEqual({ message: 'Pesan harus diisi' });
    expect(feedbackProblems(ok)).toEqual({});
  });

  it('says a subject over 200 characters is too long instead of cutting it', () => {
    expect(overLimits({ ...ok, subject: 'a'.repeat(200) })).toEqual({});
    expect(overLimits({ ...ok, subject: 'a'.repeat(201) })).toEqual({ subject: 'Subjek maksimal 200 karakter' });
    expect(overLimits({ ...ok, name: 'n'.repeat(101) })).toEqual({ name: 'Nama maksimal 100 karakter' });
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(overLimits({ ...ok, subject: '🕌'.repeat(200) })).toEqual({});
    expect(counter('🕌🕌', 200)).toBe('2/200');
  });

  it('says when the limit is reached', () => {
    expect(counter('a'.repeat(199), 200)).toBe('199/200');
    expect(counter('a'.repeat(200), 200)).toBe('200/200 · batas tercapai');
  });
});
