// The note forms' rules, mirroring the server's (internal/kajian/journal.go), which stays the
// authority: the checks in the specification's order, the tags' rules and the limits.

export const NOTE_MESSAGES = {
  login: 'Anda harus login terlebih dahulu',
  notes: 'Catatan harus diisi',
  session: 'Pilih kajian terlebih dahulu',
  date: 'Tanggal kehadiran harus diisi',
  incomplete: 'Data tidak lengkap',
  tooLong: 'Catatan terlalu panjang (maksimal 100 KB)',
  tooManyTags: 'Maksimal 20 tag untuk satu catatan',
  longTag: 'Tag maksimal 40 karakter',
} as const;

export const MAX_NOTE_BYTES = 100 * 1024;
export const MAX_TAGS = 20;
export const MAX_TAG_CHARS = 40;

/** noteText is the plain text of a note's HTML: what makes a note 'empty' or not. */
export function noteText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').trim();
  return new DOMParser().parseFromString(html, 'text/html').body.textContent.trim();
}

export interface NoteCheck {
  signedIn: boolean;
  notes: string;
  sessionChosen: boolean;
  attendanceDate: string;
  tags: string[];
}

/**
 * firstNoteProblem is the first thing wrong with a note, in the order of content-side §5
 * (not signed in, empty notes, no session, no date), then the limits; null when it may be saved.
 * An edit keeps its session (sessionChosen true).
 */
export function firstNoteProblem(c: NoteCheck): string | null {
  if (!c.signedIn) return NOTE_MESSAGES.login;
  if (noteText(c.notes) === '') return NOTE_MESSAGES.notes;
  if (!c.sessionChosen) return NOTE_MESSAGES.session;
  if (!c.attendanceDate) return NOTE_MESSAGES.date;
  if (new TextEncoder().encode(c.notes).length > MAX_NOTE_BYTES) return NOTE_MESSAGES.tooLong;
  if (c.tags.length > MAX_TAGS) return NOTE_MESSAGES.tooManyTags;
  if (c.tags.some((t) => Array.from(t).length > MAX_TAG_CHARS)) return NOTE_MESSAGES.longTag;
  return null;
}

/**
 * addTag adds a typed tag (trimmed) unless it is empty or already there (exact match), as
 * content-side §5 says; it returns the tags unchanged otherwise.
 */
export function addTag(tags: string[], typed: string): string[] {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag || tags.includes(tag) || tags.length >= MAX_TAGS || Array.from(tag).length > MAX_TAG_CHARS) return tags;
  return [...tags, tag];
}

/** today is the device's date as YYYY-MM-DD (the default attendance date). */
export function today(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
