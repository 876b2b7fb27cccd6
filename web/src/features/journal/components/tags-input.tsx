import { X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addTag, MAX_TAG_CHARS, MAX_TAGS } from '../lib/note-rules';

/** TagsInput adds a tag on Enter or with Tambah (trimmed, no empties, no repeats) and removes one with its ×. */
export function TagsInput({ id, value, onChange }: { id: string; value: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const next = addTag(value, typed);
    if (next !== value) onChange(next);
    setTyped('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          maxLength={MAX_TAG_CHARS}
          placeholder="Contoh: tafsir, akhlak"
          disabled={value.length >= MAX_TAGS}
          onChange={(e) => {
            setTyped(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!typed.trim()}>
          Tambah
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Tag catatan" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral" className="gap-1 pr-1">
                #{tag}
                <button
                  type="button"
                  aria-label={`Hapus tag ${tag}`}
                  className="inline-flex size-5 items-center justify-center rounded-full hover:bg-stone-300"
                  onClick={() => {
                    onChange(value.filter((t) => t !== tag));
                  }}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
