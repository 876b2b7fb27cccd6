import { readJson, removeItem, writeJson, writeString } from '@/lib/storage';

// Drafts of the note forms in the browser (content-side §3 Local drafts): the create form's
// under journal_draft (for its user), an edit's under journal_edit_{id}. They never go to the
// server; a failure to write one is ignored.

export const CREATE_DRAFT_KEY = 'journal_draft';
export const editDraftKey = (id: string) => `journal_edit_${id}`;
/** Written then removed to tell other tabs that journal data changed (content-side §7). */
export const CACHE_CLEARED_KEY = 'cache_cleared';

/** Autosave: every 30 s, when the notes are longer than 20 characters (content-side §4). */
export const AUTOSAVE_MS = 30_000;
export const AUTOSAVE_MIN_CHARS = 20;

export interface CreateDraft {
  user_id: string;
  kajian_id: string;
  recurring_kajian_id: string;
  attendance_date: string;
  notes: string;
  is_favorite: boolean;
  tags: string[];
  visibility: 'private' | 'public';
  saved_at: string;
}

export interface EditDraft {
  attendance_date: string;
  notes: string;
  is_favorite: boolean;
  tags: string[];
  visibility: 'private' | 'public';
  /** When the note was last updated on the server as the draft began: a newer note wins. */
  updated_at: string;
  saved_at: string;
}

export function readCreateDraft(userId: string): CreateDraft | null {
  const d = readJson<CreateDraft>(CREATE_DRAFT_KEY);
  return d?.user_id === userId ? d : null;
}

export function writeCreateDraft(d: CreateDraft): void {
  writeJson(CREATE_DRAFT_KEY, d);
}

export function clearCreateDraft(): void {
  removeItem(CREATE_DRAFT_KEY);
}

export function readEditDraft(id: string, updatedAt: string): EditDraft | null {
  const d = readJson<EditDraft>(editDraftKey(id));
  return d?.updated_at === updatedAt ? d : null;
}

export function writeEditDraft(id: string, d: EditDraft): void {
  writeJson(editDraftKey(id), d);
}

export function clearEditDraft(id: string): void {
  removeItem(editDraftKey(id));
}

/** announceChange tells other open tabs that a note changed (they listen for storage events). */
export function announceChange(id: string): void {
  writeString(CACHE_CLEARED_KEY, `${id}:${String(Date.now())}`);
  removeItem(CACHE_CLEARED_KEY);
}
