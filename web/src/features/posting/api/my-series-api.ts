import { queryOptions } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

// The posting form's series calls: the author's own series and a new one made inline.

export type Series = components['schemas']['Series'];
export type SeriesCreated = ApiAnswer<'post', '/seri'>;

/** What 'Buat seri baru' sends (POST /seri). */
export interface SeriesInput {
  title: string;
  ustaz: string;
  kitab: string;
  starts_on: string;
}

export const mySeriesQueries = {
  /** mine lists the signed-in author's series for the form's select (GET /my-seri). */
  mine: () =>
    queryOptions({
      queryKey: queryKeys.series.mine,
      queryFn: ({ signal }) => api.get('/my-seri', { signal }),
      staleTime: 60_000,
    }),
};

export const mySeriesApi = {
  create: (body: SeriesInput): Promise<SeriesCreated> => api.post('/seri', { body }),
};
