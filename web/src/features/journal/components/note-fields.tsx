import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { formatClock } from '@/lib/kajian-format';
import { NoteEditor } from './note-editor';
import { TagsInput } from './tags-input';

/** The fields both note forms share. */
export interface NoteValues {
  attendance_date: string;
  notes: string;
  tags: string[];
  visibility: 'private' | 'public';
  is_favorite: boolean;
}

const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Privat', hint: 'Hanya Anda yang dapat membaca' },
  { value: 'public', label: 'Publik', hint: 'Tampil di Catatan Publik dan profil Anda' },
] as const;

/**
 * NoteFields is the attendance date, the notes editor, tags, visibility and favourite, with the
 * time the draft was last kept in this browser.
 */
export function NoteFields({
  values,
  onChange,
  problem,
  savedAt,
}: {
  values: NoteValues;
  onChange: (patch: Partial<NoteValues>) => void;
  /** The field the last refused save pointed at. */
  problem: 'notes' | 'date' | null;
  savedAt: Date | null;
}) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Tanggal Kehadiran *"
        type="date"
        value={values.attendance_date}
        error={problem === 'date' ? 'Tanggal kehadiran harus diisi' : undefined}
        onChange={(e) => {
          onChange({ attendance_date: e.target.value });
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-notes`} className="text-sm font-medium text-stone-800">
          Catatan <span className="text-red-600">*</span>
        </label>
        <NoteEditor
          id={`${ids}-notes`}
          value={values.notes}
          invalid={problem === 'notes'}
          describedBy={problem === 'notes' ? `${ids}-notes-error` : undefined}
          onChange={(notes) => {
            onChange({ notes });
          }}
        />
        {problem === 'notes' && (
          <p id={`${ids}-notes-error`} className="text-sm text-red-700">
            Catatan harus diisi
          </p>
        )}
        {savedAt && (
          <p className="text-xs text-stone-500" aria-live="polite">
            Draf terakhir disimpan {formatClock(savedAt)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-tags`} className="text-sm font-medium text-stone-800">
          Tag
        </label>
        <TagsInput
          id={`${ids}-tags`}
          value={values.tags}
          onChange={(tags) => {
            onChange({ tags });
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-stone-800">Visibilitas</span>
        <SegmentedControl
          variant="cards"
          label="Visibilitas catatan"
          value={values.visibility}
          options={VISIBILITY_OPTIONS}
          onValueChange={(visibility) => {
            onChange({ visibility });
          }}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-emerald-700"
          checked={values.is_favorite}
          onChange={(e) => {
            onChange({ is_favorite: e.target.checked });
          }}
        />
        Tandai sebagai favorit
      </label>
    </div>
  );
}
