import { useRef, useState } from 'react';
import type { NoteValues } from '../components/note-fields';

/**
 * useNoteValues keeps a note form's values in state for rendering and in a ref for saving. The
 * editor reports its changes outside React's event handlers, so a 'Simpan' tapped right after
 * the last keystroke may run before React renders them; saving reads the ref, never a stale render.
 */
export function useNoteValues(initial: () => NoteValues) {
  const [values, setValues] = useState<NoteValues>(initial);
  const latest = useRef(values);
  const patch = (change: Partial<NoteValues>) => {
    latest.current = { ...latest.current, ...change };
    setValues(latest.current);
  };
  return { values, latest, patch };
}
