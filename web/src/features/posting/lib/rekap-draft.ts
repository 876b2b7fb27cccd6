import type { RekapDraft } from '../api/posting-api';
import { applyExtraction, emptyPosting, type PostingValues } from './posting-schema';

/** A draft under review: its values as the form would hold them, and what became of it. */
export interface Draft {
  values: PostingValues;
  /** Sent with 'Posting semua': every draft but one the database has already. */
  include: boolean;
  existing: RekapDraft['existing'];
  /** The fields the message did not say, or the reader was not sure of, as first read. */
  missing: string[];
  /** The message lines the draft was read from ('Dari pesan'); null marks lines left out between them. */
  source: (string | null)[];
  /** After 'Posting semua': the toast of a saved one, or why it was refused. */
  saved?: string;
  refused?: string;
}

/** sourceOf picks the message lines a draft came from, by their numbers from 1, marking a gap with null. */
export function sourceOf(text: string, numbers: readonly number[]): (string | null)[] {
  const lines = text.split(/\r\n|\r|\n/);
  const out: (string | null)[] = [];
  numbers.forEach((n, i) => {
    const line = lines[n - 1];
    if (line === undefined) return;
    const before = numbers[i - 1];
    if (before !== undefined && n > before + 1) out.push(null);
    out.push(line.trim());
  });
  return out;
}

/** draftOf turns a draft the server read from text into one under review. */
export function draftOf(d: RekapDraft, text: string): Draft {
  return {
    values: applyExtraction(emptyPosting(), d.extraction),
    include: d.existing === null,
    existing: d.existing,
    missing: d.missing,
    source: sourceOf(text, d.source_lines),
  };
}
