import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardWeek = Dashboard['weeks'][number];
export type ModEntry = components['schemas']['ModEntry'];
export type AdminSessionPage = components['schemas']['MyKajianPage'];
export type AdminSession = components['schemas']['MyKajianItem'];

/** Content-side §9: the dashboard's list of every session shows 10 a page. */
export const ADMIN_SESSIONS_PAGE_SIZE = 10;

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Gagal memuat data dashboard',
  deleteFailed: 'Gagal menghapus kajian',
} as const;

export interface AdminSessionQuery {
  q: string;
  type: 'all' | 'regular' | 'recurring';
  page: number;
}

export const dashboardQueries = {
  dashboard: () =>
    queryOptions({
      queryKey: queryKeys.admin.dashboard,
      queryFn: ({ signal }): Promise<Dashboard> => api.get('/admin/dashboard', { signal }),
      staleTime: 0,
      meta: { errorMessage: DASHBOARD_MESSAGES.loadFailed },
    }),
  sessions: (q: AdminSessionQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.sessions.list(q),
      queryFn: ({ signal }): Promise<AdminSessionPage> =>
        api.get('/admin/sessions', {
          signal,
          query: { q: q.q || undefined, type: q.type === 'all' ? undefined : q.type, page: q.page > 1 ? q.page : undefined },
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { errorMessage: DASHBOARD_MESSAGES.loadFailed },
    }),
};

export const dashboardApi = {
  removeSession: (s: AdminSession) =>
    api.delete('/postings/{type}/{slug}', { params: { type: s.type, slug: s.slug } }),
};
