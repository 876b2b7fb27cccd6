import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import type { KajianKind } from './detail-queries';

export type ReportInput = components['schemas']['ReportInput'];
export type ReportReason = ReportInput['reason'];

/** The six reasons, in the dialog's order, with their Indonesian labels (internal/kajian/report.go). */
export const REPORT_REASONS: readonly (readonly [ReportReason, string])[] = [
  ['wrong_time_place', 'Waktu/tempat salah'],
  ['cancelled', 'Sudah dibatalkan'],
  ['duplicate', 'Duplikat'],
  ['not_kajian', 'Bukan kajian'],
  ['inappropriate', 'Konten tidak pantas'],
  ['other', 'Lainnya'],
];

/** The server's limit of a report's note, mirrored in the dialog. */
export const REPORT_NOTE_MAX = 1000;

export const REPORT_MESSAGES = {
  reason: 'Pilih alasan laporan',
  noteTooLong: 'Catatan maksimal 1000 karakter',
  thanks: 'Terima kasih, laporan Anda akan ditinjau admin.',
  failed: 'Gagal mengirim laporan',
} as const;

/** runes counts characters as the server does (code points, not UTF-16 units). */
export const runes = (s: string) => Array.from(s).length;

/** reportSchema mirrors the server's rules (the server stays the authority). */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS.map(([value]) => value) as [ReportReason, ...ReportReason[]], {
    error: REPORT_MESSAGES.reason,
  }),
  note: z.string().refine((note) => runes(note.trim()) <= REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
  website: z.string(),
});

export type ReportValues = z.input<typeof reportSchema>;

export const reportApi = {
  send: (kind: KajianKind, slug: string, body: ReportInput) =>
    kind === 'recurring'
      ? api.post('/kajian-rutin/{slug}/laporan', { params: { slug }, body })
      : api.post('/kajian/{slug}/laporan', { params: { slug }, body }),
};
