import { describe, expect, it } from 'vitest';
import { sourceOf } from './rekap-draft';

describe('sourceOf', () => {
  const text = "Bismillah\r\n*SENIN (7/12)*\n📚 Kajian Tafsir\n  👤 Ustadz Aris  \n\n📚 Fiqih Haid\n👤 Ustadzah Ummu Hafizhah";

  it('gives the numbered lines, trimmed, whatever the line ends', () => {
    expect(sourceOf(text, [2, 3, 4])).toEqual(['*SENIN (7/12)*', '📚 Kajian Tafsir', '👤 Ustadz Aris']);
  });

  it('marks the lines left out between a heading and a later block', () => {
    expect(sourceOf(text, [2, 6, 7])).toEqual(['*SENIN (7/12)*', null, '📚 Fiqih Haid', '👤 Ustadzah Ummu Hafizhah']);
  });

  it('skips numbers past the end of the message', () => {
    expect(sourceOf(text, [7, 8, 40])).toEqual(['👤 Ustadzah Ummu Hafizhah']);
  });
});
