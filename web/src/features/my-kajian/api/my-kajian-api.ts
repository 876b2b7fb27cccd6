import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type MyKajianPage = components['schemas']['MyKajianPage'];
export type MyKajianItem = components['schemas']['MyKajianItem'];

export type TypeFilter = 'all' | 'regular' | 'recurring';
export type StatusFilter = 'all' | 'approved' | 'pending' | 'rejected' | 'draft' | 'inactive';
export type TimeFilter = 'all' | 'upcoming' | 'past';

export interface MyKajianParams {
  q: string;
  type: TypeFilter;
  status: StatusFilter;
  time: TimeFilter;
  page: number;
}

export const MY_KAJIAN_MESSAGES = {
  loadFailed: 'Gagal memuat kajian Anda',
  deleteFailed: 'Gagal menghapus kajian',
  resubmitFailed: 'Gagal mengajukan ulang kajian',
} as const;

export const myKajianQueries = {
  /** The key the posting feature invalidates after a save. */
  all: queryKeys.myKajian.all,
  list: (p: MyKajianParams) =>
    queryOptions({
      queryKey: queryKeys.myKajian.list(p),
      queryFn: ({ signal }): Promise<MyKajianPage> =>
        api.get('/my-kajian', {
          signal,
          query: {
            q: p.q || undefined,
            type: p.type === 'all' ? undefined : p.type,
            status: p.status === 'all' ? undefined : p.status,
            time: p.time === 'all' ? undefined : p.time,
            page: p.page > 1 ? p.page : undefined,
          },
        }),
      placeholderData: keepPreviousData,
      // Spec §7: cached per user; the list is short-lived because the user changes it here.
      staleTime: 60_000,
      meta: { errorMessage: MY_KAJIAN_MESSAGES.loadFailed },
    }),
};

export const myKajianApi = {
  remove: (item: Pick<MyKajianItem, 'type' | 'slug'>) =>
    api.delete('/postings/{type}/{slug}', { params: { type: item.type, slug: item.slug } }),
  /** resubmit sends a rejected posting, fixed with Edit, back for approval ('Ajukan ulang'). */
  resubmit: (item: Pick<MyKajianItem, 'type' | 'slug'>) =>
    api.post('/postings/{type}/{slug}/resubmit', { params: { type: item.type, slug: item.slug } }),
};
