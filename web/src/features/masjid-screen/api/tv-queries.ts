import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withOfflineCopy } from '@/lib/offline-copy';
import { queryKeys } from '@/lib/query-keys';
import { retryable } from '@/lib/query-retry';
import type { PrayerTimes, TvSession } from '../tv-schedule';

/** The lobby screen asks for fresh data this often. */
export const TV_REFRESH_MS = 5 * 60_000;

/** What the screen reads of GET /api/v1/masjid/{slug}. */
export interface TvAnswer {
  masjid: { slug: string; name: string; address: string; region: string; zone: string; page_url: string };
  upcoming: TvSession[];
  weekly: { sessions: TvSession[] }[];
  prayer_times: PrayerTimes;
}

export const masjidScreenQueries = {
  /**
   * tv is the screen's data, refreshed every 5 minutes for as long as it shows. Each answer is
   * kept in browser storage; without a connection the last one answers, marked with when it
   * was fetched (offlineSince), so a screen cut off for a day keeps its schedule and says how
   * old it is. 'always': the query runs offline too, to reach that copy.
   */
  tv: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjidScreen.tv(slug),
      queryFn: ({ signal }): Promise<TvAnswer & { offlineSince?: number }> =>
        withOfflineCopy(`masjid-tv:${slug}`, () => api.get('/masjid/{slug}', { params: { slug }, signal })),
      networkMode: 'always',
      refetchInterval: TV_REFRESH_MS,
      refetchIntervalInBackground: true,
      staleTime: TV_REFRESH_MS,
      gcTime: Infinity,
      retry: retryable,
    }),
};
