import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { retryable } from '@/lib/query-retry';
import { queryKeys } from '@/lib/query-keys';

// The masjid and ustadz pages' reads (GET /api/v1/masjid, /masjid/{slug}, /ustadz/{slug}).

export type Kajian = components['schemas']['Kajian'];

type Schemas = components['schemas'];

/** MasjidSummary is a masjid as the directory lists it; MasjidDetail as its page shows it. */
export type MasjidSummary = Schemas['MasjidSummary'];
export type MasjidDetail = Schemas['MasjidDetail'];
export type Infaq = NonNullable<MasjidDetail['infaq']>;

export type MasjidPage = ApiAnswer<'get', '/masjid'>;
export type MasjidView = ApiAnswer<'get', '/masjid/{slug}'>;
export type PrayerTimes = MasjidView['prayer_times'];
export type WeekDay = MasjidView['weekly'][number];
export type UstadzView = ApiAnswer<'get', '/ustadz/{slug}'>;

/** The directory's page size (the issue: 20 a page). */
export const DIRECTORY_PAGE_SIZE = 20;

export interface DirectoryParams {
  q: string;
  lat: number | null;
  lng: number | null;
}

export const masjidQueries = {
  directory: (p: DirectoryParams) =>
    infiniteQueryOptions({
      queryKey: queryKeys.masjid.directory(p),
      queryFn: ({ pageParam, signal }): Promise<MasjidPage> =>
        api.get('/masjid', {
          query: {
            q: p.q.trim() || undefined,
            lat: p.lat ?? undefined,
            lng: p.lng ?? undefined,
            page: pageParam,
            limit: DIRECTORY_PAGE_SIZE,
          },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  detail: (slug: string, viewer: string) =>
    queryOptions({
      queryKey: queryKeys.masjid.detail(slug, viewer),
      queryFn: ({ signal }): Promise<MasjidView> => api.get('/masjid/{slug}', { params: { slug }, signal }),
      staleTime: 60_000,
      retry: retryable,
    }),
  ustadz: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjid.ustadz(slug),
      queryFn: ({ signal }): Promise<UstadzView> => api.get('/ustadz/{slug}', { params: { slug }, signal }),
      staleTime: 60_000,
      retry: retryable,
    }),
};
