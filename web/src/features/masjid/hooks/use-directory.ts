import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { components } from '@/lib/api-types';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUserLocation } from '@/lib/user-location';
import { masjidQueries, type MasjidPage, type MasjidSummary } from '../api/masjid-api';

/** The search waits for typing to pause this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

export type DirectoryView = 'daftar' | 'peta';
type MapPoints = components['schemas']['MapPoints'];

/** pointsOf is the directory's masjid as the map's points (each links to its page). */
export function pointsOf(items: readonly MasjidSummary[]): MapPoints {
  return {
    total: items.length,
    points: items.map((m) => ({
      type: 'regular' as const,
      id: m.id,
      path: `/masjid/${encodeURIComponent(m.slug)}`,
      title: m.name,
      lat: m.latitude,
      lng: m.longitude,
    })),
  };
}

/** itemsOf flattens the loaded pages, without the repeats a page boundary could bring. */
export function itemsOf(pages: readonly MasjidPage[] | undefined): MasjidSummary[] {
  const seen = new Set<string>();
  const out: MasjidSummary[] = [];
  for (const page of pages ?? []) {
    for (const m of page.items) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/**
 * useDirectory is the directory's state: the search (in the URL as ?q=, asked for once the
 * typing pauses), the view (?tampilan=peta) and the pages, nearest first from the viewer's
 * location when there is one.
 */
export function useDirectory() {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const view: DirectoryView = params.get('tampilan') === 'peta' ? 'peta' : 'daftar';
  const [search, setSearch] = useState(urlQ);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { location } = useUserLocation();

  // The settled search goes to the URL (replacing, so Back leaves the page, not each letter).
  useEffect(() => {
    if (q.trim() === urlQ) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q.trim()) next.set('q', q.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, urlQ, setParams]);

  const setView = (v: DirectoryView) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'peta') next.set('tampilan', 'peta');
        else next.delete('tampilan');
        return next;
      },
      { replace: true },
    );

  const list = useInfiniteQuery(
    masjidQueries.directory({ q: urlQ, lat: location?.latitude ?? null, lng: location?.longitude ?? null }),
  );
  const items = useMemo(() => itemsOf(list.data?.pages), [list.data]);
  const points = useMemo(() => pointsOf(items), [items]);
  const total = list.data?.pages[0]?.total ?? 0;
  const center = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  return { search, setSearch, q: urlQ, view, setView, list, items, points, total, center };
}
