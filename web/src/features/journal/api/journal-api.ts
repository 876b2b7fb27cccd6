import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publicRequestOf, type NoteQuery } from '@/components/notes/note-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { withOfflineCopy } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-keys';

export type Note = components['schemas']['Note'];
export type NoteInput = components['schemas']['NoteInput'];
export type NoteSaved = components['schemas']['NoteSaved'];
export type JournalPage = components['schemas']['JournalPage'];
export type PublicNotePage = components['schemas']['PublicNotePage'];
export type PickerSession = components['schemas']['PickerSession'];
export type JournalSessions = components['schemas']['JournalSessions'];

/** Content-side §9: own notes 9 a page, public notes 12. */
export const OWN_PAGE_SIZE = 9;
export const PUBLIC_PAGE_SIZE = 12;

/** The journal's messages (content-side §8). */
export const JOURNAL_MESSAGES = {
  loadSessionsFailed: 'Gagal memuat daftar kajian',
  saveFailed: 'Gagal menyimpan catatan kajian',
  updateFailed: 'Gagal memperbarui catatan kajian',
  loadFailed: 'Gagal memuat catatan kajian',
  visibilityFailed: 'Gagal mengubah visibilitas catatan',
  favoriteFailed: 'Gagal mengubah status favorit',
  deleteFailed: 'Gagal menghapus catatan',
  saved: 'Catatan kajian berhasil disimpan!',
  updated: 'Catatan kajian berhasil diperbarui!',
  deleted: 'Catatan berhasil dihapus',
  leave: 'Anda memiliki perubahan yang belum disimpan. Yakin ingin meninggalkan halaman?',
  confirmDelete: 'Apakah Anda yakin ingin menghapus catatan ini?',
  offlineQueued: 'Anda sedang offline. Catatan disimpan di perangkat dan akan dikirim saat koneksi kembali.',
} as const;

/** requestOf is the own list's query parameters: the public ones plus favourites and visibility. */
function requestOf(q: NoteQuery) {
  return {
    ...publicRequestOf(q),
    favorite: q.favorite ? true : undefined,
    visibility: q.visibility === 'all' ? undefined : q.visibility,
  };
}

/**
 * The user's own notes stay readable offline (at the masjid, on a weak signal) like the home
 * list: each list without a search text and each note opened is kept in browser storage
 * (lib/offline-copy, forgotten at sign-out) and answers, marked offlineSince, when the server
 * cannot be reached. Searches are not kept: every keystroke would push a copy out.
 */
export const journalQueries = {
  all: queryKeys.journal.all,
  // Spec §9: journal data is never cached across tab focus.
  mine: (q: NoteQuery) =>
    queryOptions({
      queryKey: queryKeys.journal.mine(q),
      queryFn: ({ signal }): Promise<JournalPage & { offlineSince?: number }> => {
        const request = requestOf(q);
        const fetch = (): Promise<JournalPage> => api.get('/journal', { query: request, signal });
        return request.q === undefined ? withOfflineCopy(`journal:mine:${JSON.stringify(request)}`, fetch) : fetch();
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchOnWindowFocus: 'always',
      networkMode: 'offlineFirst',
      meta: { errorMessage: JOURNAL_MESSAGES.loadFailed },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.journal.detail(id),
      queryFn: ({ signal }): Promise<Note & { offlineSince?: number }> =>
        withOfflineCopy(`journal:note:${id}`, (): Promise<Note> => api.get('/journal/{id}', { params: { id }, signal })),
      staleTime: 0,
      retry: false,
      networkMode: 'offlineFirst',
    }),
  sessions: () =>
    queryOptions({
      queryKey: queryKeys.journal.sessions,
      queryFn: ({ signal }): Promise<JournalSessions> => api.get('/journal/sessions', { signal }),
      staleTime: 60_000,
      meta: { errorMessage: JOURNAL_MESSAGES.loadSessionsFailed },
    }),
  public: (q: NoteQuery) =>
    queryOptions({
      queryKey: queryKeys.journal.public(q),
      queryFn: ({ signal }): Promise<PublicNotePage> =>
        api.get('/public-journals', { query: publicRequestOf(q), signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchOnWindowFocus: 'always',
    }),
};

export const journalApi = {
  create: (input: NoteInput): Promise<NoteSaved> => api.post('/journal', { body: input }),
  update: (id: string, input: NoteInput): Promise<NoteSaved> => api.put('/journal/{id}', { params: { id }, body: input }),
  setVisibility: (id: string, visibility: 'public' | 'private') =>
    api.put('/journal/{id}/visibility', { params: { id }, body: { visibility } }),
  setFavorite: (id: string, isFavorite: boolean) =>
    api.put('/journal/{id}/favorite', { params: { id }, body: { is_favorite: isFavorite } }),
  remove: (id: string) => api.delete('/journal/{id}', { params: { id } }),
};

/** EXPORT_URL downloads every note of the user as Markdown ('Unduh catatan saya'). */
export const EXPORT_URL = '/api/v1/journal/export';
