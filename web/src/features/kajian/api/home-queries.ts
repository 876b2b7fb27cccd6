import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, type ModeFilter, type SortMode, type TypeFilter } from '../home-state';

export type Kajian = components['schemas']['Kajian'];
export type KajianPage = components['schemas']['KajianPage'];

export interface HomeParams {
  q: string;
  type: TypeFilter;
  mode: ModeFilter;
  sort: SortMode;
  lat: number | null;
  lng: number | null;
  radius: number | null;
}

export const HOME_ERROR = 'Gagal memuat daftar kajian. Silakan coba lagi.';

export const homeQueries = {
  all: ['home'] as const,
  /** list pages the home list: 6 first, then 12 at a time. Never cached across tab focus. */
  list: (p: HomeParams) =>
    infiniteQueryOptions({
      queryKey: [...homeQueries.all, 'list', p] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get<KajianPage>('/kajian', {
          signal,
          query: {
            q: p.q.trim() || undefined,
            type: p.type || undefined,
            mode: p.mode || undefined,
            sort: p.sort,
            lat: p.lat ?? undefined,
            lng: p.lng ?? undefined,
            radius_km: p.sort === 'distance' && p.radius !== null && p.lat !== null ? p.radius : undefined,
            limit: pageParam ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE,
            cursor: pageParam || undefined,
          },
        }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      staleTime: 0,
      gcTime: 30_000,
      refetchOnWindowFocus: 'always',
      meta: { errorMessage: HOME_ERROR },
    }),
  /** place resolves a place named in a shared link (?kota=bandung) to coordinates. */
  place: (kota: string) =>
    queryOptions({
      queryKey: ['places', 'geocode', kota] as const,
      queryFn: ({ signal }) =>
        api.get<components['schemas']['GeocodeResult']>('/geocode', { query: { address: kota.replace(/-/g, ' ') }, signal }),
      staleTime: 60 * 60_000,
      retry: false,
    }),
};
