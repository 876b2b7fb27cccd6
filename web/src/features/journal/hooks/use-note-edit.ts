import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { JOURNAL_MESSAGES, journalApi, type Note } from '../api/journal-api';
import type { NoteValues } from '../components/note-fields';
import { announceChange, clearEditDraft, readEditDraft, writeEditDraft } from '../lib/drafts';
import { firstNoteProblem, NOTE_MESSAGES } from '../lib/note-rules';
import { useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { useNoteValues } from './use-note-values';

/** valuesOf is what the edit form starts from: the draft kept in this browser, else the note. */
function valuesOf(note: Note): { values: NoteValues; restored: boolean } {
  const draft = readEditDraft(note.id, note.updated_at);
  if (draft) {
    const { attendance_date, notes, tags, visibility, is_favorite } = draft;
    return { values: { attendance_date, notes, tags, visibility, is_favorite }, restored: true };
  }
  const { attendance_date, notes, tags, visibility, is_favorite } = note;
  return { values: { attendance_date, notes, tags, visibility, is_favorite }, restored: false };
}

/**
 * useNoteEdit is the edit form's state for a loaded note (its session stays as it is): its
 * fields starting from an autosaved draft when one was kept for this version of the note, the
 * leave guard, and saving.
 */
export function useNoteEdit(note: Note) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => valuesOf(note));
  const { values, latest, patch } = useNoteValues(() => start.values);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<'notes' | 'date' | null>(null);
  const [saving, setSaving] = useState(false);
  const release = useLeaveGuard(dirty);

  useEffect(() => {
    if (start.restored) notify.info('Draf perubahan Anda dipulihkan.');
  }, [start]);

  const update = (change: Partial<NoteValues>) => {
    patch(change);
    setDirty(true);
    setProblem(null);
  };

  const savedAt = useAutosave(
    values.notes,
    dirty,
    () => {
      writeEditDraft(note.id, { ...values, updated_at: note.updated_at, saved_at: new Date().toISOString() });
    },
    () => {
      setDirty(false);
    },
  );

  const submit = async () => {
    const values = latest.current;
    const message = firstNoteProblem({ signedIn: true, notes: values.notes, sessionChosen: true,
      attendanceDate: values.attendance_date, tags: values.tags });
    if (message) {
      notify.error(message);
      setProblem(message === NOTE_MESSAGES.notes ? 'notes' : message === NOTE_MESSAGES.date ? 'date' : null);
      return;
    }
    setSaving(true);
    try {
      const saved = await journalApi.update(note.id, values);
      clearEditDraft(note.id);
      announceChange(note.id);
      release();
      queryClient.setQueryData(queryKeys.journal.detail(note.id), saved.note);
      await queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
      notify.success(saved.message);
      void navigate(`/journal/${note.id}`);
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : JOURNAL_MESSAGES.updateFailed);
    } finally {
      setSaving(false);
    }
  };

  // Like the create page: nothing to save while the note is empty.
  return { values, update, problem, saving, savedAt, submit, canSave: values.notes !== '' };
}
