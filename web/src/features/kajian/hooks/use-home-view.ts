import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isHydrating, takeTypedSearch } from '@/lib/hydration';
import { saveOfflineCopy } from '@/lib/offline-copy';
import { readString, writeString } from '@/lib/storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUserLocation, type UserLocation } from '@/lib/user-location';
import { homeCopyKey, homeFromPage, homeQueries, type HomeParams, type Kajian, type KajianPage } from '../api/home-queries';
import {
  DEFAULT_RADIUS_KM,
  SEARCH_DEBOUNCE_MS,
  SORT_STORAGE_KEY,
  chosenSort,
  citySlug,
  effectiveSort,
  parseHomeUrl,
  toHomeSearch,
  type HomeUrlState,
} from '../home-state';

/** ListView is what the page reads of the list's query. */
export type ListView = Pick<
  ReturnType<typeof useInfiniteQuery<KajianPage, Error, InfiniteData<KajianPage>, readonly unknown[], string>>,
  | 'data'
  | 'error'
  | 'isError'
  | 'isPending'
  | 'isSuccess'
  | 'isFetching'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'fetchNextPage'
  | 'refetch'
>;

/** A point distances are measured from, and whether the viewer typed it. */
export interface HomePoint {
  latitude: number;
  longitude: number;
  manual: boolean;
}

/**
 * useHomeView is the home list's state: the view the URL holds (so a shared link reproduces
 * it), where distances are measured from, the search box (written to the URL 500 ms after
 * typing stops), and the list's pages.
 */
export function useHomeView() {
  const { location } = useUserLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseHomeUrl(params), [params]);
  const update = (next: HomeUrlState) => {
    setParams(toHomeSearch(next), { replace: true });
  };

  // Where distances are measured from: a point in the link, a place named in the link,
  // else the viewer's own location.
  const linkPlace = useQuery({
    ...homeQueries.place(state.kota ?? ''),
    enabled: state.kota !== null && state.lat === null,
  });
  const point = useMemo<HomePoint | null>(() => {
    if (state.lat !== null && state.lng !== null)
      return { latitude: state.lat, longitude: state.lng, manual: location?.source !== 'device' };
    if (state.kota && linkPlace.data)
      return { latitude: linkPlace.data.latitude, longitude: linkPlace.data.longitude, manual: true };
    if (location) return { latitude: location.latitude, longitude: location.longitude, manual: location.source === 'manual' };
    return null;
  }, [state.lat, state.lng, state.kota, linkPlace.data, location]);
  // The sort the viewer chose is remembered across visits; a link's own sort wins.
  const sort = effectiveSort(chosenSort(state.sort, readString(SORT_STORAGE_KEY)), point !== null);
  useEffect(() => {
    if (state.sort) writeString(SORT_STORAGE_KEY, state.sort);
  }, [state.sort]);

  // A cleared location also leaves the link.
  const hadLocation = useRef(location !== null);
  useEffect(() => {
    if (hadLocation.current && location === null && (state.lat !== null || state.kota !== null)) {
      setParams(toHomeSearch({ ...state, kota: null, lat: null, lng: null, sort: null }), { replace: true });
    }
    hadLocation.current = location !== null;
  }, [location, state, setParams]);

  const onLocated = (loc: UserLocation) => {
    // Spec §4: a detected or confirmed location switches the list to nearest first.
    update({
      ...state,
      kota: loc.city ? citySlug(loc.city) : null,
      lat: loc.latitude,
      lng: loc.longitude,
      sort: 'distance',
      radius: DEFAULT_RADIUS_KM,
    });
  };

  // The search box follows the link, and writes to it 500 ms after typing stops.
  const [search, setSearchText] = useState(state.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const lastWritten = useRef(state.q);
  useEffect(() => {
    // Only the box's current text: a timer set before 'Reset Filter' emptied the box may still
    // deliver the old text once, and must not write it back.
    if (debounced === search && debounced !== lastWritten.current) {
      lastWritten.current = debounced;
      setParams(toHomeSearch({ ...parseHomeUrl(new URLSearchParams(window.location.search)), q: debounced }), {
        replace: true,
      });
    }
  }, [debounced, search, setParams]);
  useEffect(() => {
    if (state.q !== lastWritten.current) {
      lastWritten.current = state.q;
      setSearchText(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    // Text typed into the prerendered page's box before the app took it over, which emptied it:
    // read from outside React once the hydration render (which must match the page) is done.
    const typed = takeTypedSearch();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setSearchText(typed);
  }, []);
  /** clearSearch empties the box and the link at once, without waiting for the debounce. */
  const clearSearch = () => {
    setSearchText('');
    lastWritten.current = '';
  };

  const listParams: HomeParams = {
    q: state.q,
    type: state.type,
    mode: state.mode,
    audience: state.audience,
    waktu: state.waktu,
    sort,
    lat: point?.latitude ?? null,
    lng: point?.longitude ?? null,
    radius: state.radius,
  };
  const fromPage = homeFromPage(listParams);
  const query = useInfiniteQuery(homeQueries.list(listParams, fromPage));
  // A first page that came with the page is kept for reading offline like a fetched one, once.
  const copyKey = homeCopyKey(listParams);
  const keptFromPage = useRef('');
  useEffect(() => {
    if (!fromPage || keptFromPage.current === copyKey) return;
    keptFromPage.current = copyKey;
    saveOfflineCopy(copyKey, fromPage);
  });
  // Hydrating the prerendered page, the list shows loading as the prerender did (it had no
  // data); its cards then render in a transition, in slices that leave the phone responsive.
  const [showList, setShowList] = useState(() => !isHydrating());
  useEffect(() => {
    if (!showList) startTransition(() => setShowList(true));
  }, [showList]);
  const list: ListView = showList
    ? query
    : {
        data: undefined,
        error: null,
        isError: false,
        isPending: true,
        isSuccess: false,
        isFetching: false,
        hasNextPage: false,
        isFetchingNextPage: false,
        fetchNextPage: query.fetchNextPage,
        refetch: query.refetch,
      };
  const items = useMemo<Kajian[]>(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // The server sends the past group with the last page: it follows the upcoming sessions.
  const past = list.data?.pages.at(-1)?.past ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  // The map shows every match, not the pages loaded: its own light request, only when shown.
  const points = useQuery({ ...homeQueries.points(listParams), enabled: state.view === 'peta' }).data;

  return {
    state,
    update,
    point,
    sort,
    params: listParams,
    onLocated,
    search,
    setSearchText,
    clearSearch,
    list,
    items,
    past,
    total,
    points,
  };
}
