import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type Report = components['schemas']['Report'];
export type ReportPage = components['schemas']['ReportPage'];
export type ReportStatus = Report['status'];
export type ReportReason = Report['reason'];
export type ReportAction = NonNullable<Report['action']>;

/** The three statuses with their Indonesian labels (internal/kajian/report.go). */
export const REPORT_STATUSES: readonly (readonly [ReportStatus, string])[] = [
  ['open', 'Terbuka'],
  ['resolved', 'Selesai'],
  ['dismissed', 'Diabaikan'],
];

/** The six reasons with their Indonesian labels, as the report dialog offers them. */
export const REPORT_REASON_FILTERS: readonly (readonly [ReportReason, string])[] = [
  ['wrong_time_place', 'Waktu/tempat salah'],
  ['cancelled', 'Sudah dibatalkan'],
  ['duplicate', 'Duplikat'],
  ['not_kajian', 'Bukan kajian'],
  ['inappropriate', 'Konten tidak pantas'],
  ['other', 'Lainnya'],
];

export const ADMIN_REPORT_PAGE_SIZE = 20;

export const ADMIN_REPORT_MESSAGES = {
  loadFailed: 'Gagal memuat laporan',
  resolveFailed: 'Gagal menangani laporan',
  confirmCancel: (title: string) =>
    `Kajian "${title}" akan dibatalkan: tidak lagi tampil, dan jamaah yang akan hadir diberi tahu.`,
  confirmDelete: (title: string) => `Kajian "${title}" akan dihapus permanen, dan jamaah yang akan hadir diberi tahu.`,
} as const;

export interface ReportQuery {
  status: ReportStatus | 'all';
  reason: ReportReason | 'all';
  page: number;
}

/** The desk opens on what waits: open reports of every reason. */
export const EMPTY_REPORT_QUERY: ReportQuery = { status: 'open', reason: 'all', page: 1 };

export const adminReportQueries = {
  all: queryKeys.admin.reports.all,
  list: (q: ReportQuery) =>
    queryOptions({
      queryKey: queryKeys.admin.reports.list(q),
      queryFn: ({ signal }): Promise<ReportPage> =>
        api.get('/admin/reports', {
          signal,
          query: {
            status: q.status,
            reason: q.reason === 'all' ? undefined : q.reason,
            page: q.page > 1 ? q.page : undefined,
          },
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { errorMessage: ADMIN_REPORT_MESSAGES.loadFailed },
    }),
};

export const adminReportApi = {
  resolve: (id: string, action: ReportAction) =>
    api.post('/admin/reports/{id}/resolve', { params: { id }, body: { action } }),
};

/** editPath is the form that edits a reported session. */
export function editPath(r: Report): string {
  return `${r.session_type === 'recurring' ? '/kajian-rutin' : '/kajian'}/${r.session_slug ?? ''}/edit`;
}
