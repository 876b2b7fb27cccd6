import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, isApiError } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import type { AIRead, KajianType, PostingEdit, PostingInput } from '../lib/posting-schema';

// The posting feature's calls: create, load and save edits, holidays, posters and AI.

export type PostingSaved = components['schemas']['PostingSaved'];
export type PosterUpload = components['schemas']['PosterUpload'];
export type ActionMessage = components['schemas']['ActionMessage'];
export type Holiday = components['schemas']['Holiday'];
export type Rekap = components['schemas']['Rekap'];
export type RekapDraft = Rekap['drafts'][number];
export type PostingBatch = components['schemas']['PostingBatch'];

/** Spec §9: 60 s to upload a poster on the posting form, 30 s on the edit forms. */
export const UPLOAD_TIMEOUT_CREATE_MS = 60_000;
export const UPLOAD_TIMEOUT_EDIT_MS = 30_000;
/** Reading a poster waits for the model (up to 60 s on the server) or OCR. */
const AI_TIMEOUT_MS = 90_000;

/** Spec §9: posters up to 20 MB (both readings of the spec disagree; we take 20 MB everywhere). */
export const MAX_POSTER_BYTES = 20 * 1024 * 1024;

export const POSTER_MESSAGES = {
  /** The posting form's message (spec §5); WebP is still accepted, only the AI helper names it. */
  notImage: 'File harus berupa gambar (JPG, PNG, GIF)',
  tooLarge: 'Ukuran file maksimal 20MB',
  uploaded: 'Poster berhasil diupload!',
  removed: 'Poster berhasil dihapus',
  uploadFailedCreate: (message: string) => `Gagal mengupload poster: ${message}`,
  uploadFailedEdit: 'Gagal mengupload poster',
  timeout: (seconds: number) => `Upload timeout after ${seconds} seconds`,
  /** The spec names iOS upload failures without their wording; this is ours. */
  iosHint: 'Koneksi lambat atau terputus. Coba gunakan WiFi, atau tutup lalu buka kembali browser (atau gunakan Chrome).',
  analyzing: 'Menganalisis poster dengan AI...',
  filled: 'Formulir diisi dari poster. Periksa kembali sebelum menyimpan.',
  analyzeFailed: 'Gagal menganalisis poster. Silakan coba lagi.',
} as const;

/** What the AI description needs to know (title, ustaz and location are required). */
export interface DescriptionInput {
  title: string;
  ustaz: string;
  speakers: string[];
  location: string;
  address: string;
  date: string;
  day_of_week: number | null;
  time: string;
  timezone_region: string;
  is_online: boolean;
}

export type MasjidSuggestion = components['schemas']['MasjidSummary'];

export const postingQueries = {
  /** masjid suggests masjid for the form by name and, with a point, nearest first (GET /masjid). */
  masjid: (params: { q: string; lat?: number | undefined; lng?: number | undefined }) =>
    queryOptions({
      queryKey: queryKeys.posting.masjid(params),
      queryFn: ({ signal }) => api.get('/masjid', { query: { ...params, limit: 6 }, signal }),
      staleTime: 60_000,
    }),
  edit: (type: KajianType, slug: string) =>
    queryOptions({
      queryKey: queryKeys.posting.edit(type, slug),
      queryFn: ({ signal }): Promise<PostingEdit> => api.get('/postings/{type}/{slug}', { params: { type, slug }, signal }),
      // The form must start from what is stored, never from a stale copy.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

export const postingApi = {
  create: (body: PostingInput): Promise<PostingSaved> => api.post('/postings', { body }),
  update: (type: KajianType, slug: string, body: PostingInput): Promise<PostingSaved> =>
    api.put('/postings/{type}/{slug}', { params: { type, slug }, body }),
  remove: (type: KajianType, slug: string): Promise<ActionMessage> =>
    api.delete('/postings/{type}/{slug}', { params: { type, slug } }),
  removeHoliday: (slug: string, holidayId: string): Promise<ActionMessage> =>
    api.delete('/postings/recurring/{slug}/holidays/{holidayId}', { params: { slug, holidayId } }),
  readText: (text: string): Promise<AIRead> => api.post('/ai/text', { body: { text } }),
  /** readRekap reads a message of several sessions into drafts ('Tempel rekap'). */
  readRekap: (text: string): Promise<Rekap> => api.post('/postings/rekap', { body: { text } }),
  /** createAll posts the chosen drafts ('Posting semua'), a result each. */
  createAll: (postings: PostingInput[]): Promise<PostingBatch> => api.post('/postings/batch', { body: { postings } }),
  readPoster: (key: string): Promise<AIRead> =>
    api.post('/ai/poster', { body: { key }, timeoutMs: AI_TIMEOUT_MS }),
  /** aiStatus says what writes descriptions on this server: a model ('ai') or the template. */
  aiStatus: () => api.get('/ai/status'),
  writeDescription: (input: DescriptionInput) =>
    api.post('/ai/description', { body: input, timeoutMs: AI_TIMEOUT_MS }),
  removePoster: (key: string) => api.delete('/posters/{key}', { params: { key } }),
};

/**
 * useModelWrites says whether a model (AI) is configured on this server; until the server
 * says, nothing promises AI (the description button, the poster tip).
 */
export function useModelWrites(): boolean {
  return (
    useQuery({ queryKey: queryKeys.posting.aiStatus, queryFn: postingApi.aiStatus, staleTime: Infinity }).data?.description ===
    'ai'
  );
}

/**
 * uploadPoster sends a poster as multipart with the form's timeout; a timeout fails with the
 * spec's 'Upload timeout after N seconds'.
 */
export async function uploadPoster(file: File, kind: KajianType, timeoutMs: number): Promise<PosterUpload> {
  const form = new FormData();
  form.append('poster', file, file.name || 'poster');
  try {
    return await api.post('/posters', { body: form, query: { kind }, timeoutMs });
  } catch (error) {
    if (isApiError(error) && error.code === 'timeout') {
      throw new ApiError({ status: 0, code: 'timeout', message: POSTER_MESSAGES.timeout(timeoutMs / 1000) });
    }
    throw error;
  }
}

/** checkPosterFile applies the form's checks before any upload: an image of at most 20 MB. */
export function checkPosterFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return POSTER_MESSAGES.notImage;
  if (file.size > MAX_POSTER_BYTES) return POSTER_MESSAGES.tooLarge;
  return null;
}

/** isIOS tells iPhones and iPads, whose uploads fail in their own ways on slow connections. */
export function isIOS(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}
