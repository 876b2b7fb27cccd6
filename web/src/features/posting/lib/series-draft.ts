import { isApiError } from '@/lib/api-client';
import type { SeriesInput } from '../api/my-series-api';
import type { PostingValues } from './posting-schema';
import { mainSpeakerName } from './speakers';

/** The fields of 'Buat seri baru', as the server names them. */
export type SeriesField = keyof SeriesInput;
export type SeriesErrors = Partial<Record<SeriesField, string>>;

const SERIES_FIELDS: readonly SeriesField[] = ['title', 'ustaz', 'kitab', 'starts_on'];

/** localDate is the device's calendar date as YYYY-MM-DD. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * seriesDraft prefills a new series from the posting form: its title from the kitab (a series
 * reads a kitab) else the session's title, its ustadz the main speaker, and its start the
 * session's date, so the session being posted is its first meeting; weekly ones start today.
 */
export function seriesDraft(v: PostingValues, now = new Date()): SeriesInput {
  const kitab = v.kitab.trim();
  return {
    title: kitab || v.title.trim(),
    ustaz: mainSpeakerName(v.speakers),
    kitab,
    starts_on: v.kajian_type === 'regular' && v.date ? v.date : localDate(now),
  };
}

/**
 * seriesErrors places a failed POST /seri on its fields, in the server's words; an error of no
 * field of the series (a limit, the network) answers null for the caller to announce.
 */
export function seriesErrors(error: unknown): SeriesErrors | null {
  if (!isApiError(error)) return null;
  const out: SeriesErrors = {};
  for (const f of SERIES_FIELDS) {
    const message = error.fields[f] ?? (error.field === f ? error.message : undefined);
    if (message) out[f] = message;
  }
  return Object.keys(out).length > 0 ? out : null;
}
