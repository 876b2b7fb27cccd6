import { queryOptions } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { retryable } from '@/lib/query-retry';
import { queryKeys } from '@/lib/query-keys';

// A series' page read (GET /api/v1/seri/{slug}).

export type SeriesView = ApiAnswer<'get', '/seri/{slug}'>;
export type Meeting = components['schemas']['SeriesMeeting'];
export type PublicNote = components['schemas']['PublicNote'];

export const seriesQueries = {
  page: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.series.page(slug),
      queryFn: ({ signal }): Promise<SeriesView> => api.get('/seri/{slug}', { params: { slug }, signal }),
      staleTime: 60_000,
      retry: retryable,
    }),
};
