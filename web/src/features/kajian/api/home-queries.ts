import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentPage, pageBoot } from '@/lib/boot';
import { withOfflineCopy } from '@/lib/offline-copy';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import {
  FIRST_PAGE_SIZE,
  NEXT_PAGE_SIZE,
  type AudienceFilter,
  type ModeFilter,
  type SortMode,
  type TypeFilter,
  type WaktuFilter,
} from '../home-state';

export type Kajian = components['schemas']['Kajian'];
/** A page of the list; offlineSince is set when it is the copy kept from an earlier visit. */
export type KajianPage = components['schemas']['KajianPage'] & { offlineSince?: number };

export type MapPoints = components['schemas']['MapPoints'];
export type MapPoint = MapPoints['points'][number];
export type RekapText = components['schemas']['RekapText'];

export interface HomeParams {
  q: string;
  type: TypeFilter;
  mode: ModeFilter;
  audience: AudienceFilter;
  waktu: WaktuFilter;
  sort: SortMode;
  lat: number | null;
  lng: number | null;
  radius: number | null;
}

export const HOME_ERROR = 'Gagal memuat daftar kajian. Silakan coba lagi.';

/** The first page the server put in the page is as fresh as a fetch at page load, this long. */
export const PAGE_DATA_FRESH_MS = 30_000;

/** homeRequest is the query of one page of the home list ('' asks for the first). */
function homeRequest(p: HomeParams, pageParam: string) {
  return {
    q: p.q.trim() || undefined,
    type: p.type || undefined,
    mode: p.mode || undefined,
    audience: p.audience || undefined,
    waktu: p.waktu || undefined,
    sort: p.sort,
    lat: p.lat ?? undefined,
    lng: p.lng ?? undefined,
    radius_km: p.sort === 'distance' && p.radius !== null && p.lat !== null ? p.radius : undefined,
    limit: pageParam ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE,
    cursor: pageParam || undefined,
  };
}

function asSearch(query: Partial<Record<string, string | number>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.sort();
  return params.toString();
}

/** fetchRekap is the 'Salin rekap' message of the list p shows (its first 30 sessions), made by the server. */
export function fetchRekap(p: HomeParams): Promise<RekapText> {
  const query = { ...homeRequest(p, ''), limit: undefined, cursor: undefined };
  return api.get('/kajian/rekap', { query });
}

/**
 * homeFromPage is the first page of the list that the server put in the home page (a first
 * visit: internal/server/pages.go), when it answers the very request p's first page makes.
 */
export function homeFromPage(p: HomeParams, doc: Document | undefined = currentPage()): KajianPage | undefined {
  const home = pageBoot(doc).home as { query?: Record<string, string>; page?: KajianPage } | undefined;
  if (!home?.query || !home.page) return undefined;
  return asSearch(home.query) === asSearch(homeRequest(p, '')) ? home.page : undefined;
}

/** homeCopyKey names the kept copy of a list's first page (offline-copy). */
export function homeCopyKey(p: HomeParams): string {
  return `home:${asSearch(homeRequest(p, ''))}`;
}

export const homeQueries = {
  all: queryKeys.home.all,
  /**
   * list pages the home list: 6 first, then 12 at a time. Never cached across tab focus; the
   * first page may come with the page (fromPage), fresh for PAGE_DATA_FRESH_MS from its load.
   */
  list: (p: HomeParams, fromPage?: KajianPage) =>
    infiniteQueryOptions({
      queryKey: queryKeys.home.list(p),
      queryFn: ({ pageParam, signal }): Promise<KajianPage> => {
        const query = homeRequest(p, pageParam);
        const fetch = () => api.get('/kajian', { signal, query });
        // The first page of each list is kept for reading offline.
        return pageParam ? fetch() : withOfflineCopy(homeCopyKey(p), fetch);
      },
      networkMode: 'offlineFirst',
      initialPageParam: '',
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      ...(fromPage && {
        initialData: { pages: [fromPage], pageParams: [''] },
        initialDataUpdatedAt: performance.timeOrigin,
      }),
      // Only data from the page is fresh for a while (it has never been fetched); fetched
      // data is stale at once.
      staleTime: (query) => (query.state.dataUpdateCount === 0 ? PAGE_DATA_FRESH_MS : 0),
      gcTime: 30_000,
      refetchOnWindowFocus: 'always',
      meta: { errorMessage: HOME_ERROR },
    }),
  /** points are the places of every session the list's filters match, for the map. */
  points: (p: HomeParams) =>
    queryOptions({
      queryKey: queryKeys.home.points(p),
      queryFn: ({ signal }): Promise<MapPoints> => {
        const query = { ...homeRequest(p, ''), limit: undefined, cursor: undefined };
        return api.get('/kajian/points', { signal, query });
      },
      staleTime: 30_000,
      meta: { errorMessage: HOME_ERROR },
    }),
  /** place resolves a place named in a shared link (?kota=bandung) to coordinates. */
  place: (kota: string) =>
    queryOptions({
      queryKey: queryKeys.places.geocode(kota),
      queryFn: ({ signal }): Promise<components['schemas']['GeocodeResult']> =>
        api.get('/geocode', { query: { address: kota.replace(/-/g, ' ') }, signal }),
      staleTime: 60 * 60_000,
      retry: false,
    }),
};
