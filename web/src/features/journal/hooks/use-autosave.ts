import { useEffect, useRef, useState } from 'react';
import { AUTOSAVE_MIN_CHARS, AUTOSAVE_MS } from '../lib/drafts';
import { noteText } from '../lib/note-rules';

/**
 * useAutosave writes a draft to the browser every 30 s while there are unsaved changes and
 * the notes are longer than 20 characters (content-side §4), then reports the change saved.
 * A draft that cannot be written is ignored. It returns when the last draft was written.
 */
export function useAutosave(notes: string, dirty: boolean, save: () => void, onSaved: () => void): Date | null {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef({ notes, dirty, save, onSaved });
  useEffect(() => {
    latest.current = { notes, dirty, save, onSaved };
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const l = latest.current;
      if (!l.dirty || noteText(l.notes).length <= AUTOSAVE_MIN_CHARS) return;
      try {
        l.save();
      } catch {
        return; // drafts are best effort (content-side §4)
      }
      setSavedAt(new Date());
      l.onSaved();
    }, AUTOSAVE_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return savedAt;
}
