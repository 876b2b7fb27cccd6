import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import type { KajianDetail, KajianKind } from './detail-queries';
import { runes } from './report-api';

export type Cancelled = components['schemas']['Cancelled'];

/** The server's limit of a cancellation's reason (internal/kajian/cancel.go), mirrored here. */
export const CANCEL_REASON_MAX = 500;

export const CANCEL_MESSAGES = {
  reason: 'Alasan pembatalan harus diisi',
  reasonTooLong: 'Alasan pembatalan maksimal 500 karakter',
  date: 'Tanggal yang dibatalkan harus dipilih',
  failed: 'Gagal membatalkan kajian',
} as const;

/** cancelSchema mirrors the server's rules for the dialog (the server stays the authority). */
export const cancelSchema = z.object({
  reason: z
    .string()
    .refine((r) => r.trim() !== '', CANCEL_MESSAGES.reason)
    .refine((r) => runes(r.trim()) <= CANCEL_REASON_MAX, CANCEL_MESSAGES.reasonTooLong),
  date: z.string(),
});

export type CancelValues = z.input<typeof cancelSchema>;

/**
 * canCancel says whether the page offers 'Batalkan Kajian': to its creator or an admin, for a
 * public one-off session not cancelled and not started, or a weekly one with dates to offer.
 */
export function canCancel(k: KajianDetail): boolean {
  if (!k.can_edit) return false;
  if (k.type === 'recurring') return k.status === 'active' && k.cancellable_dates.length > 0;
  return k.status === 'approved' && !k.is_cancelled && !k.is_past;
}

export const cancelApi = {
  /** uncancel takes a cancellation made by mistake back (a weekly session's: of its date). */
  uncancel: (kind: KajianKind, slug: string, date?: string): Promise<Cancelled> =>
    api.delete('/postings/{type}/{slug}/cancel', { params: { type: kind, slug }, query: date ? { date } : {} }),
  cancel: (kind: KajianKind, slug: string, values: CancelValues): Promise<Cancelled> =>
    api.post('/postings/{type}/{slug}/cancel', {
      params: { type: kind, slug },
      body: kind === 'recurring' ? { reason: values.reason.trim(), date: values.date } : { reason: values.reason.trim() },
    }),
};
