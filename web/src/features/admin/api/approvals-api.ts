import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type Approvals = components['schemas']['Approvals'];
export type ApprovalItem = components['schemas']['ApprovalItem'];
export type KajianKind = ApprovalItem['type'];

export const APPROVAL_MESSAGES = {
  loadFailed: 'Gagal memuat kajian yang menunggu persetujuan',
  approveFailed: 'Gagal menyetujui kajian',
  rejectFailed: 'Gagal menolak kajian',
  reasonRequired: 'Alasan penolakan harus diisi',
  emptyTitle: 'Tidak ada kajian yang menunggu persetujuan',
  emptyHint: 'Semua kajian sudah diproses atau belum ada yang dibuat',
} as const;

export const approvalQueries = {
  all: queryKeys.admin.approvals,
  list: () =>
    queryOptions({
      queryKey: queryKeys.admin.approvals,
      queryFn: ({ signal }): Promise<Approvals> => api.get('/admin/approvals', { signal }),
      staleTime: 0,
      meta: { errorMessage: APPROVAL_MESSAGES.loadFailed },
    }),
};

export const approvalApi = {
  approve: (item: Pick<ApprovalItem, 'type' | 'id'>) =>
    api.post('/admin/approvals/{type}/{id}/approve', { params: { type: item.type, id: item.id } }),
  reject: (item: Pick<ApprovalItem, 'type' | 'id'>, reason: string) =>
    api.post('/admin/approvals/{type}/{id}/reject', {
      params: { type: item.type, id: item.id },
      body: { reason: reason.trim() },
    }),
};
