import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type Feedback = components['schemas']['Feedback'];
export type FeedbackPage = components['schemas']['FeedbackPage'];
export type FeedbackStatus = Feedback['status'];
export type FeedbackCategory = Feedback['category'];

/** Content-side §3: the five statuses in their order, with their Indonesian labels. */
export const FEEDBACK_STATUSES: readonly (readonly [FeedbackStatus, string])[] = [
  ['new', 'Baru'],
  ['reviewed', 'Ditinjau'],
  ['in_progress', 'Sedang Diproses'],
  ['resolved', 'Selesai'],
  ['closed', 'Ditutup'],
];

export const ADMIN_FEEDBACK_PAGE_SIZE = 10;

export const ADMIN_FEEDBACK_MESSAGES = {
  loadFailed: 'Gagal memuat feedback',
  deleteFailed: 'Gagal menghapus feedback',
  statusFailed: 'Gagal memperbarui status feedback',
  confirmDelete: (subject: string) => `Apakah Anda yakin ingin menghapus feedback "${subject}"?`,
} as const;

export interface FeedbackQuery {
  q: string;
  status: FeedbackStatus | 'all';
  category: FeedbackCategory | 'all';
  page: number;
}

export const EMPTY_FEEDBACK_QUERY: FeedbackQuery = { q: '', status: 'all', category: 'all', page: 1 };

export const adminFeedbackQueries = {
  all: queryKeys.admin.feedback.all,
  list: (q: FeedbackQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.feedback.list(q),
      queryFn: ({ signal }): Promise<FeedbackPage> =>
        api.get('/admin/feedback', {
          signal,
          query: {
            q: q.q || undefined,
            status: q.status === 'all' ? undefined : q.status,
            category: q.category === 'all' ? undefined : q.category,
            page: q.page > 1 ? q.page : undefined,
          },
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { errorMessage: ADMIN_FEEDBACK_MESSAGES.loadFailed },
    }),
};

export const adminFeedbackApi = {
  setStatus: (id: string, status: FeedbackStatus) =>
    api.put('/admin/feedback/{id}/status', { params: { id }, body: { status } }),
  remove: (id: string) => api.delete('/admin/feedback/{id}', { params: { id } }),
};
