import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { JOURNAL_MESSAGES, journalApi, journalQueries, type NoteInput } from '../api/journal-api';
import type { NoteValues } from '../components/note-fields';
import type { SessionChoice } from '../components/session-picker';
import { announceChange, clearCreateDraft, readCreateDraft, writeCreateDraft } from '../lib/drafts';
import { firstNoteProblem, NOTE_MESSAGES, today } from '../lib/note-rules';
import { newClientKey, queueNote } from '../lib/offline-queue';
import { useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { useNoteValues } from './use-note-values';

/** choiceFromParams reads the session the detail page's shortcut names (content-side §2). */
function choiceFromParams(params: URLSearchParams): SessionChoice | null {
  const weekly = params.get('recurring_kajian_id');
  const oneOff = params.get('kajian_id');
  if (weekly && params.get('type') !== 'regular') return { type: 'recurring', id: weekly };
  if (oneOff) return { type: 'regular', id: oneOff };
  return null;
}

/**
 * useNoteCreate is the create form's state: the chosen session (from the link, a draft, or the
 * picker), the note's fields with their autosaved draft, the leave guard, and saving — or, when
 * offline, keeping the note to send later.
 */
export function useNoteCreate() {
  const { session } = useSession();
  const userId = session.user?.id ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...journalQueries.sessions(), staleTime: params.has('rsvp_handled') ? 0 : 60_000 });

  const fromLink = choiceFromParams(params);
  const [draft] = useState(() => readCreateDraft(userId));
  const draftFits = draft !== null && (fromLink === null || draft.kajian_id === fromLink.id || draft.recurring_kajian_id === fromLink.id);
  const [choice, setChoice] = useState<SessionChoice | null>(() => {
    if (fromLink) return fromLink;
    if (draft?.kajian_id) return { type: 'regular', id: draft.kajian_id };
    if (draft?.recurring_kajian_id) return { type: 'recurring', id: draft.recurring_kajian_id };
    return null;
  });
  const { values, latest, patch } = useNoteValues(() =>
    draftFits
      ? { attendance_date: draft.attendance_date, notes: draft.notes, tags: draft.tags, visibility: draft.visibility, is_favorite: draft.is_favorite }
      : { attendance_date: params.get('date') ?? today(), notes: '', tags: [], visibility: 'private', is_favorite: false },
  );
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<'notes' | 'date' | null>(null);
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState(false);
  const release = useLeaveGuard(dirty);

  useEffect(() => {
    if (draftFits) notify.info('Draf catatan Anda dipulihkan.');
  }, [draftFits]);

  const update = (change: Partial<NoteValues>) => {
    patch(change);
    setDirty(true);
    setProblem(null);
  };
  const choose = (c: SessionChoice | null) => {
    setChoice(c);
    setDirty(true);
  };

  const savedAt = useAutosave(
    values.notes,
    dirty,
    () => {
      writeCreateDraft({
        user_id: userId,
        kajian_id: choice?.type === 'regular' ? choice.id : '',
        recurring_kajian_id: choice?.type === 'recurring' ? choice.id : '',
        ...values,
        saved_at: new Date().toISOString(),
      });
    },
    () => {
      setDirty(false);
    },
  );

  const submit = async () => {
    const values = latest.current;
    const message = firstNoteProblem({ signedIn: userId !== '', notes: values.notes, sessionChosen: choice !== null,
      attendanceDate: values.attendance_date, tags: values.tags });
    if (message) {
      notify.error(message);
      setProblem(message === NOTE_MESSAGES.notes ? 'notes' : message === NOTE_MESSAGES.date ? 'date' : null);
      return;
    }
    if (!choice) return;
    const input: NoteInput = {
      ...values,
      kajian_id: choice.type === 'regular' ? choice.id : undefined,
      recurring_kajian_id: choice.type === 'recurring' ? choice.id : undefined,
      client_key: newClientKey(),
    };
    const keep = async () => {
      await queueNote({ client_key: input.client_key ?? '', user_id: userId, input, queued_at: new Date().toISOString() });
      clearCreateDraft();
      setDirty(false);
      setQueued(true);
      notify.info(JOURNAL_MESSAGES.offlineQueued, { duration: 5000 });
    };
    setSaving(true);
    try {
      if (!navigator.onLine) {
        await keep();
        return;
      }
      const saved = await journalApi.create(input);
      clearCreateDraft();
      announceChange(saved.note.id);
      release();
      await queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
      notify.success(saved.message);
      void navigate(`/journal/${saved.note.id}`);
    } catch (error) {
      if (isApiError(error) && (error.code === 'network_error' || error.code === 'timeout')) {
        await keep();
        return;
      }
      notify.error(isApiError(error) && error.message ? error.message : JOURNAL_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return { sessions, choice, choose, values, update, problem, saving, queued, savedAt, submit, canSave: choice !== null && values.notes !== '' };
}
