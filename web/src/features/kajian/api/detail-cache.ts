import type { components } from '@/lib/api-types';
import { readWithExpiry, removeItem, writeWithExpiry } from '@/lib/storage';

export type KajianDetail = components['schemas']['KajianDetail'];

/** Spec §3 Browser storage: the session detail cache is keyed kajian_detail_ plus the slug. */
export const DETAIL_CACHE_PREFIX = 'kajian_detail_';

/** Spec §9: detail keys are kept 30 minutes. */
export const DETAIL_CACHE_MS = 30 * 60_000;

interface Entry {
  /** Who loaded it ('' for a visitor): the answer carries that viewer's own RSVP. */
  viewer: string;
  kajian: KajianDetail;
}

export function detailCacheKey(slug: string): string {
  return `${DETAIL_CACHE_PREFIX}${slug}`;
}

/**
 * readDetailCache returns the session last loaded for this slug and viewer within 30 minutes, so
 * a page opened again on a slow network shows at once while it refreshes.
 */
export function readDetailCache(slug: string, type: KajianDetail['type'], viewer: string): KajianDetail | undefined {
  const entry = readWithExpiry<Entry>(detailCacheKey(slug));
  if (entry?.viewer !== viewer || entry.kajian.type !== type) return undefined;
  return entry.kajian;
}

export function writeDetailCache(slug: string, viewer: string, kajian: KajianDetail): void {
  writeWithExpiry(detailCacheKey(slug), { viewer, kajian } satisfies Entry, DETAIL_CACHE_MS);
}

export function dropDetailCache(slug: string): void {
  removeItem(detailCacheKey(slug));
}
