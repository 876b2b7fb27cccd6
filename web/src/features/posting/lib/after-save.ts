import { queryKeys } from '@/lib/query-keys';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import type { components } from '@/lib/api-types';

/** Spec §8: a place that could not be geocoded is an info toast of 4 s; the session is saved. */
export const GEOCODE_FAILED_CREATE = 'Lokasi tidak dapat diverifikasi, kajian tetap akan dibuat';
export const GEOCODE_FAILED_EDIT = 'Lokasi tidak dapat diverifikasi, perubahan tetap disimpan';
export const GEOCODE_TOAST_MS = 4000;
/** Spec §8 success texts: a place the geocoder found (a success toast, so 2 s). */
export const GEOCODE_VERIFIED = 'Lokasi berhasil diverifikasi!';

/**
 * notifyGeocode says what a save did about the place (spec §7, §8): 'Lokasi berhasil
 * diverifikasi!' when the geocoder found it, the info toast of 4 s when it did not, and nothing
 * when nothing was looked up (online, or an edit that left the place alone).
 */
export function notifyGeocode(geocode: components['schemas']['PostingSaved']['geocode'], failed: string): void {
  if (geocode === 'verified') notify.success(GEOCODE_VERIFIED);
  else if (geocode === 'failed') notify.info(failed, { duration: GEOCODE_TOAST_MS });
}

/**
 * invalidateSessionLists refreshes what shows sessions after a save or a delete: My Kajian,
 * the home list and detail pages (their features own the keys ['my-kajian'], ['home'] and
 * ['kajian']; features do not import each other, so the keys are named here).
 */
export async function invalidateSessionLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.myKajian.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.kajian.all }),
  ]);
}
