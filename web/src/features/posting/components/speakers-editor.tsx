import { Plus, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  addSpeaker,
  canRemoveSpeaker,
  removeSpeaker,
  renameSpeaker,
  setMainSpeaker,
  type SpeakerValue,
} from '../lib/speakers';

/**
 * SpeakersEditor edits the speakers list: names, one main speaker ('Utama'), add and remove.
 * The last speaker cannot be removed; removal renumbers and keeps a main speaker.
 */
export function SpeakersEditor({
  value,
  onChange,
  error,
}: {
  value: SpeakerValue[];
  onChange: (next: SpeakerValue[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        Pemateri <span aria-hidden className="text-red-600">*</span>
      </legend>
      <ol className="flex flex-col gap-2">
        {value.map((speaker, index) => (
          <li key={index} className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2">
            <div className="flex min-w-0 flex-1 items-center gap-2">
              <span aria-hidden className="w-5 shrink-0 text-right text-sm font-semibold text-stone-500">
                {speaker.speaker_order}.
              </span>
              <Input
                aria-label={`Nama pemateri ${index + 1}`}
                aria-invalid={error && !speaker.name.trim() ? true : undefined}
                placeholder={index === 0 ? 'Contoh: Ustadz Abdul Somad' : 'Nama pemateri'}
                value={speaker.name}
                autoComplete="off"
                className="min-w-0 flex-1"
                onChange={(e) => {
                  onChange(renameSpeaker(value, index, e.target.value));
                }}
              />
            </div>
            <div className="flex items-center justify-end gap-1 sm:flex-none">
              <button
                type="button"
                aria-pressed={speaker.is_main_speaker}
                aria-label={`Jadikan pemateri ${index + 1} pemateri utama`}
                onClick={() => {
                  onChange(setMainSpeaker(value, index));
                }}
                className={cn(
                  'inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg border px-2.5 text-sm font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                  speaker.is_main_speaker
                    ? 'border-amber-400 bg-amber-50 text-amber-800'
                    : 'border-stone-300 bg-white text-stone-500 hover:bg-stone-50',
                )}
              >
                <Star aria-hidden className={cn('size-4', speaker.is_main_speaker && 'fill-amber-400')} />
                Utama
              </button>
              <Button
                variant="ghost-remove"
                size="sm"
                aria-label={`Hapus pemateri ${index + 1}`}
                disabled={!canRemoveSpeaker(value)}
                onClick={() => {
                  onChange(removeSpeaker(value, index));
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sm:sr-only">Hapus</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          onChange(addSpeaker(value));
        }}
      >
        <Plus aria-hidden className="size-4" />
        Tambah Pemateri
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-stone-500">
          Tandai satu pemateri sebagai pemateri utama.
        </p>
      )}
    </fieldset>
  );
}
