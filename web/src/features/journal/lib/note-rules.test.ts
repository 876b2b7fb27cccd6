import { describe, expect, it } from 'vitest';
import { addTag, firstNoteProblem, MAX_TAGS, NOTE_MESSAGES, type NoteCheck } from './note-rules';

const ok: NoteCheck = { signedIn: true, notes: '<p>Sabar itu cahaya</p>', sessionChosen: true, attendanceDate: '2026-11-20', tags: [] };

describe('firstNoteProblem', () => {
  it('checks in the specification order: sign-in, notes, session, date', () => {
    const nothing: NoteCheck = { signedIn: false, notes: '', sessionChosen: false, attendanceDate: '', tags: [] };
    expect(firstNoteProblem(nothing)).toBe(NOTE_MESSAGES.login);
    expect(firstNoteProblem({ ...nothing, signedIn: true })).toBe('Catatan harus diisi');
    expect(firstNoteProblem({ ...nothing, signedIn: true, notes: '<p>isi</p>' })).toBe('Pilih kajian terlebih dahulu');
    expect(firstNoteProblem({ ...nothing, signedIn: true, notes: '<p>isi</p>', sessionChosen: true })).toBe('Tanggal kehadiran harus diisi');
    expect(firstNoteProblem(ok)).toBeNull();
  });

  it('treats markup without text as empty', () => {
    expect(firstNoteProblem({ ...ok, notes: '<p></p><p>  </p>' })).toBe(NOTE_MESSAGES.notes);
  });

  it('refuses more than 100 KB of notes, more than 20 tags and a tag over 40 characters', () => {
    expect(firstNoteProblem({ ...ok, notes: `<p>${'a'.repeat(100 * 1024)}</p>` })).toBe(NOTE_MESSAGES.tooLong);
    expect(firstNoteProblem({ ...ok, tags: Array.from({ length: 21 }, (_, i) => `t${String(i)}`) })).toBe(NOTE_MESSAGES.tooManyTags);
    expect(firstNoteProblem({ ...ok, tags: ['x'.repeat(41)] })).toBe(NOTE_MESSAGES.longTag);
    expect(firstNoteProblem({ ...ok, tags: ['x'.repeat(40)] })).toBeNull();
  });
});

describe('addTag', () => {
  it('trims, refuses empties and exact repeats', () => {
    expect(addTag([], '  tafsir  ')).toEqual(['tafsir']);
    expect(addTag(['tafsir'], 'tafsir')).toEqual(['tafsir']);
    expect(addTag(['tafsir'], '   ')).toEqual(['tafsir']);
    // Only an exact repeat is refused: the spec compares tags as typed.
    expect(addTag(['tafsir'], 'Tafsir')).toEqual(['tafsir', 'Tafsir']);
  });

  it('stops at 20 tags and at 40 characters', () => {
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${String(i)}`);
    expect(addTag(full, 'lagi')).toBe(full);
    expect(addTag([], 'x'.repeat(41))).toEqual([]);
  });
});
