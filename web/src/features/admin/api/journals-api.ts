import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { publicRequestOf, type NoteQuery } from '@/components/notes/note-query';
import type { PublicNote } from '@/components/notes/note-share-text';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type AdminNotePage = components['schemas']['PublicNotePage'];
export type AdminNote = PublicNote;

/** Content-side §2: the moderation list shows 10 public notes a page. */
export const ADMIN_NOTES_PAGE_SIZE = 10;

export const ADMIN_NOTE_MESSAGES = {
  loadFailed: 'Gagal memuat catatan publik',
  deleteFailed: 'Gagal menghapus catatan',
  confirmDelete: 'Apakah Anda yakin ingin menghapus catatan ini?',
  empty: 'Belum ada catatan publik',
} as const;

export const adminNoteQueries = {
  all: queryKeys.admin.journals.all,
  list: (q: NoteQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.journals.list(q),
      queryFn: ({ signal }): Promise<AdminNotePage> => api.get('/admin/journals', { query: publicRequestOf(q), signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { errorMessage: ADMIN_NOTE_MESSAGES.loadFailed },
    }),
};

export const adminNoteApi = {
  remove: (id: string) => api.delete('/admin/journals/{id}', { params: { id } }),
};
