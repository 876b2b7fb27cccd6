import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type FeedbackInput = components['schemas']['FeedbackInput'];
export type FeedbackCategory = NonNullable<FeedbackInput['category']>;

/** Content-side §3: the six categories with their Indonesian labels. */
export const FEEDBACK_CATEGORIES: readonly (readonly [FeedbackCategory, string])[] = [
  ['suggestion', 'Saran'],
  ['feature_request', 'Permintaan Fitur'],
  ['bug_report', 'Laporan Bug'],
  ['complaint', 'Keluhan'],
  ['compliment', 'Pujian'],
  ['other', 'Lainnya'],
];

/** The server's limits, mirrored in the form. */
export const FEEDBACK_LIMITS = { subject: 200, message: 5000, name: 100 } as const;

export const FEEDBACK_MESSAGES = {
  required: 'Subjek dan pesan harus diisi',
  sendFailed: 'Gagal mengirim saran dan masukan',
} as const;

export const feedbackApi = {
  send: (body: FeedbackInput) => api.post('/feedback', { body }),
};
