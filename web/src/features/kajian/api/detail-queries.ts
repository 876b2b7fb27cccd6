import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, isApiError } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { isOfflineError, offlineSince, withOfflineCopy } from '@/lib/offline-copy';
import { retryable } from '@/lib/query-retry';
import { queryKeys } from '@/lib/query-keys';
import { dropDetailCache, readDetailCache, writeDetailCache, type KajianDetail } from './detail-cache';
import { forgetPendingRsvp, queueRsvp } from './pending-rsvp';

export type { KajianDetail };
export type KajianKind = KajianDetail['type'];
export type RsvpStatus = 'hadir' | 'tidak_hadir';
export type RsvpAnswer = components['schemas']['RSVPAnswer'];
export type NotePage = components['schemas']['PublicNotePage'];
export type PublicNote = components['schemas']['PublicNote'];

/** Spec §9: the public notes page on a detail page holds 3. */
export const NOTES_PAGE_SIZE = 3;

export const kajianDetailQueries = {
  detail: (kind: KajianKind, slug: string, viewer: string) => {
    const queryKey = queryKeys.kajian.detail(kind, slug, viewer);
    return queryOptions<KajianDetail, Error, KajianDetail, typeof queryKey>({
      queryKey,
      queryFn: async ({ signal }): Promise<KajianDetail> => {
        try {
          const kajian = await withOfflineCopy(`detail:${kind}:${slug}:${viewer}`, () =>
            kind === 'recurring'
              ? api.get('/kajian-rutin/{slug}', { params: { slug }, signal })
              : api.get('/kajian/{slug}', { params: { slug }, signal }),
          );
          if (offlineSince(kajian) === undefined) writeDetailCache(slug, viewer, kajian);
          return kajian;
        } catch (error) {
          if (isApiError(error) && error.status === 404) dropDetailCache(slug);
          throw error;
        }
      },
      // Shown at once from browser storage (30 min) while the page refreshes.
      placeholderData: () => readDetailCache(slug, kind, viewer),
      networkMode: 'offlineFirst',
      staleTime: 60_000,
      gcTime: 30 * 60_000,
      retry: retryable,
    });
  },
  notes: (kind: KajianKind, slug: string, page: number) =>
    queryOptions({
      queryKey: queryKeys.kajian.notes(kind, slug, page),
      queryFn: ({ signal }): Promise<NotePage> => {
        const fetch = (): Promise<NotePage> =>
          kind === 'recurring'
            ? api.get('/kajian-rutin/{slug}/notes', { params: { slug }, query: { page }, signal })
            : api.get('/kajian/{slug}/notes', { params: { slug }, query: { page }, signal });
        // The first page is kept with the session's own copy, so a page read offline shows
        // its notes too; later pages are a click away and not worth a copy each.
        return page === 1 ? withOfflineCopy(`notes:${kind}:${slug}`, fetch) : fetch();
      },
      placeholderData: keepPreviousData,
      networkMode: 'offlineFirst',
      retry: retryable,
    }),
};

/**
 * withAnswer is the session as the page shows it after the viewer's answer (spec §4): the count
 * rises by one when the answer becomes 'hadir' from anything else and falls by one when it
 * leaves 'hadir'.
 */
export function withAnswer(kajian: KajianDetail, status: RsvpStatus): KajianDetail {
  const was = kajian.user_rsvp === 'hadir';
  const is = status === 'hadir';
  const delta = is && !was ? 1 : was && !is ? -1 : 0;
  return { ...kajian, user_rsvp: status, rsvp_count: Math.max(0, kajian.rsvp_count + delta) };
}

/** Success toasts (spec §8). */
export const RSVP_MESSAGES = {
  firstRegular: 'Terima kasih! Anda terdaftar akan hadir',
  firstRecurring: 'Terima kasih! Anda terdaftar akan hadir untuk kajian selanjutnya',
  updated: 'RSVP Anda telah diperbarui',
  journalMarked: 'Anda telah ditandai hadir untuk kajian ini',
  journalUpdated: 'Status kehadiran diperbarui menjadi "Hadir"',
  failed: 'Gagal memperbarui RSVP',
  signIn: 'Silakan masuk terlebih dahulu',
  waiting: 'Menunggu koneksi. Jawaban Anda akan dikirim saat kembali online.',
  sentLater: 'Jawaban kehadiran Anda sudah terkirim',
} as const;

/** rsvpSuccessMessage chooses the toast for an answer the server recorded. */
export function rsvpSuccessMessage(kind: KajianKind, answer: RsvpAnswer): string {
  if (answer.previous_status === null && answer.status === 'hadir') {
    return kind === 'recurring' ? RSVP_MESSAGES.firstRecurring : RSVP_MESSAGES.firstRegular;
  }
  return RSVP_MESSAGES.updated;
}

/** rsvpErrorMessage is the toast for a failed answer. */
export function rsvpErrorMessage(error: unknown): { message: string; description?: string } {
  if (isApiError(error) && error.status === 401) return { message: RSVP_MESSAGES.signIn };
  if (isApiError(error) && error.status === 409) return { message: RSVP_MESSAGES.failed, description: error.message };
  return { message: RSVP_MESSAGES.failed };
}

/**
 * answeredAnotherOccurrence tells whether the server recorded a weekly answer for an occurrence
 * other than the one the page shows (the page is older than the occurrence it answered).
 */
export function answeredAnotherOccurrence(kajian: KajianDetail, answer: RsvpAnswer): boolean {
  return (
    kajian.type === 'recurring' && answer.occurrence_date !== null && answer.occurrence_date !== kajian.next_occurrence
  );
}

export function putRsvp(kind: KajianKind, slug: string, status: RsvpStatus): Promise<RsvpAnswer> {
  return kind === 'recurring'
    ? api.put('/kajian-rutin/{slug}/rsvp', { params: { slug }, body: { status } })
    : api.put('/kajian/{slug}/rsvp', { params: { slug }, body: { status } });
}

/**
 * useRsvp answers attendance for the page's session: the count moves at once (spec §4), the
 * server's answer then settles it, and the browser's detail cache follows.
 */
export function useRsvp(kind: KajianKind, slug: string, viewer: string) {
  const client = useQueryClient();
  const key = kajianDetailQueries.detail(kind, slug, viewer).queryKey;
  return useMutation({
    // Without a connection the answer is kept and sent when it returns (null: kept, not sent).
    mutationFn: async (status: RsvpStatus): Promise<RsvpAnswer | null> => {
      try {
        return await putRsvp(kind, slug, status);
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        queueRsvp({ kind, slug, viewer, status });
        return null;
      }
    },
    networkMode: 'always',
    onMutate: async (status) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, withAnswer(before, status));
      return { before };
    },
    onError: (error, _status, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      const { message, description } = rsvpErrorMessage(error);
      notify.error(message, description ? { description } : undefined);
    },
    onSuccess: (answer) => {
      if (answer === null) {
        notify.info(RSVP_MESSAGES.waiting);
        return;
      }
      forgetPendingRsvp(kind, slug, viewer);
      const current = client.getQueryData(key);
      if (current && answeredAnotherOccurrence(current, answer)) {
        // The page was opened before the weekly session moved on: the server recorded the answer
        // for the occurrence current now. Show that date with the answer's count at once, and
        // load the session again for everything else that moved with it.
        client.setQueryData(key, {
          ...current,
          next_occurrence: answer.occurrence_date,
          user_rsvp: answer.status,
          rsvp_count: answer.rsvp_count,
        });
        void client.invalidateQueries({ queryKey: key, exact: true });
      } else if (current) {
        const next = { ...current, user_rsvp: answer.status, rsvp_count: answer.rsvp_count };
        client.setQueryData(key, next);
        writeDetailCache(slug, viewer, next);
      }
      notify.success(rsvpSuccessMessage(kind, answer));
    },
  });
}
