import type { QueryClient } from '@tanstack/react-query';

/** Spec §8: a place that could not be geocoded is an info toast of 4 s; the session is saved. */
export const GEOCODE_FAILED_CREATE = 'Lokasi tidak dapat diverifikasi, kajian tetap akan dibuat';
export const GEOCODE_FAILED_EDIT = 'Lokasi tidak dapat diverifikasi, perubahan tetap disimpan';
export const GEOCODE_TOAST_MS = 4000;

/**
 * invalidateSessionLists refreshes what shows sessions after a save or a delete: My Kajian,
 * the home list and detail pages (their features own the keys ['my-kajian'], ['home'] and
 * ['kajian']; features do not import each other, so the keys are named here).
 */
export async function invalidateSessionLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['my-kajian'] }),
    queryClient.invalidateQueries({ queryKey: ['home'] }),
    queryClient.invalidateQueries({ queryKey: ['kajian'] }),
  ]);
}
