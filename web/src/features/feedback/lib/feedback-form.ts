import { FEEDBACK_LIMITS } from '../api/feedback-api';

// The feedback form's own checks, each field with its own message, in the server's words
// (internal/feedback) so a refusal reads the same whichever side says it.

export interface FeedbackFields {
  name: string;
  subject: string;
  message: string;
}

export type FeedbackProblems = Partial<Record<keyof FeedbackFields, string>>;

export const FEEDBACK_FIELD_MESSAGES = {
  subjectRequired: 'Subjek harus diisi',
  messageRequired: 'Pesan harus diisi',
  subjectLong: `Subjek maksimal ${String(FEEDBACK_LIMITS.subject)} karakter`,
  messageLong: `Pesan maksimal ${String(FEEDBACK_LIMITS.message)} karakter`,
  nameLong: `Nama maksimal ${String(FEEDBACK_LIMITS.name)} karakter`,
} as const;

/** chars counts characters as the server does (code points, so an emoji is one). */
export function chars(s: string): number {
  return Array.from(s).length;
}

/** overLimits is what is too long, said while the user types. */
export function overLimits(f: FeedbackFields): FeedbackProblems {
  const out: FeedbackProblems = {};
  if (chars(f.name.trim()) > FEEDBACK_LIMITS.name) out.name = FEEDBACK_FIELD_MESSAGES.nameLong;
  if (chars(f.subject.trim()) > FEEDBACK_LIMITS.subject) out.subject = FEEDBACK_FIELD_MESSAGES.subjectLong;
  if (chars(f.message.trim()) > FEEDBACK_LIMITS.message) out.message = FEEDBACK_FIELD_MESSAGES.messageLong;
  return out;
}

/** feedbackProblems is every field's problem before sending: empty required ones and too long ones. */
export function feedbackProblems(f: FeedbackFields): FeedbackProblems {
  const out = overLimits(f);
  if (!f.subject.trim()) out.subject = FEEDBACK_FIELD_MESSAGES.subjectRequired;
  if (!f.message.trim()) out.message = FEEDBACK_FIELD_MESSAGES.messageRequired;
  return out;
}

/** counter is the count under a field: '12/200', and at the limit that it is reached. */
export function counter(value: string, limit: number): string {
  const n = chars(value);
  return n === limit ? `${String(n)}/${String(limit)} · batas tercapai` : `${String(n)}/${String(limit)}`;
}
