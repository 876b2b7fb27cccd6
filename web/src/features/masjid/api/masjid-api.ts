import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { retryable } from '@/lib/query-retry';
import { queryKeys } from '@/lib/query-keys';

// The masjid and ustadz pages' reads (GET /api/v1/masjid, /masjid/{slug}, /ustadz/{slug}).

export type Kajian = components['schemas']['Kajian'];

/** MasjidSummary is a masjid as the directory lists it. */
export interface MasjidSummary {
  id: string;
  slug: string;
  name: string;
  address: string;
  region: string;
  zone: string;
  latitude: number;
  longitude: number;
  verified: boolean;
  facilities: string[];
  distance_km: number | null;
  upcoming_count: number;
}

export interface MasjidPage {
  items: MasjidSummary[];
  page: number;
  total: number;
  has_more: boolean;
}

export interface Infaq {
  bank: string;
  account: string;
  holder: string;
  qris_url: string | null;
}

export interface MasjidDetail extends MasjidSummary {
  photo_url: string | null;
  facility_labels: { key: string; label: string }[];
  whatsapp: string;
  whatsapp_url: string | null;
  website: string;
  instagram: string;
  youtube: string;
  infaq: Infaq | null;
  feed_url: string;
  page_url: string;
  editor_count: number;
}

export interface PrayerTimes {
  date: string;
  zone: string;
  subuh: string;
  dzuhur: string;
  ashar: string;
  maghrib: string;
  isya: string;
}

export interface WeekDay {
  day: number;
  day_name: string;
  sessions: Kajian[];
}

export interface MasjidView {
  masjid: MasjidDetail;
  upcoming: Kajian[];
  weekly: WeekDay[];
  prayer_times: PrayerTimes;
  week_text: string;
  can_edit: boolean;
}

export interface UstadzView {
  name: string;
  slug: string;
  upcoming: Kajian[];
  masjid: MasjidSummary[];
  feed_url: string;
}

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
        apiRequest('/masjid', {
          query: { q: p.q.trim(), lat: p.lat, lng: p.lng, page: pageParam, limit: DIRECTORY_PAGE_SIZE },
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
      queryFn: ({ signal }): Promise<MasjidView> => apiRequest(`/masjid/${encodeURIComponent(slug)}`, { signal }),
      staleTime: 60_000,
      retry: retryable,
    }),
  ustadz: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjid.ustadz(slug),
      queryFn: ({ signal }): Promise<UstadzView> => apiRequest(`/ustadz/${encodeURIComponent(slug)}`, { signal }),
      staleTime: 60_000,
      retry: retryable,
    }),
};
