// A note list's search, filters, sort and page, shared by every list of notes (own, public,
// profile, admin) so they filter alike and send the same query parameters.

export interface NoteQuery {
  q: string;
  tags: string[];
  from: string;
  to: string;
  sort: 'date_desc' | 'date_asc';
  /** Own list only. */
  favorite: boolean;
  /** Own list only. */
  visibility: 'all' | 'public' | 'private';
  page: number;
}

export const EMPTY_QUERY: NoteQuery = { q: '', tags: [], from: '', to: '', sort: 'date_desc', favorite: false, visibility: 'all', page: 1 };

/** publicRequestOf is the query parameters of a list of public notes, leaving out what does not filter. */
export function publicRequestOf(q: NoteQuery) {
  return {
    q: q.q.trim() || undefined,
    tag: q.tags.length > 0 ? q.tags : undefined,
    from: q.from || undefined,
    to: q.to || undefined,
    sort: q.sort === 'date_asc' ? ('date_asc' as const) : undefined,
    page: q.page > 1 ? q.page : undefined,
  };
}

/** isFiltered says whether the list shows a narrowed set (so its empty state says so). */
export function isFiltered(q: NoteQuery): boolean {
  return q.q !== '' || q.tags.length > 0 || q.from !== '' || q.to !== '' || q.favorite || q.visibility !== 'all';
}

/** rangeText is a note list's footer: 'Menampilkan a-b dari n catatan'. */
export function rangeText(page: number, size: number, shown: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.max(first, first + shown - 1);
  return `Menampilkan ${String(first)}-${String(last)} dari ${String(total)} catatan`;
}
