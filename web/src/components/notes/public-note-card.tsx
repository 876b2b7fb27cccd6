import { Badge } from '@/components/ui/badge';
import { formatMediumDate } from '@/lib/kajian-format';
import type { PublicNote } from './note-share-text';

/** Public note cards show the first tags and how many more (spec §9: 3 plus '+N'). */
export const TAGS_ON_CARD = 3;

/** PublicNoteCard is a public note in a grid: date, session, excerpt and tags; it opens the note. */
export function PublicNoteCard({ note, onOpen, showAuthor = false }: { note: PublicNote; onOpen: () => void; showAuthor?: boolean }) {
  const extra = note.tags.length - TAGS_ON_CARD;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-emerald-300 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <p className="text-xs font-medium text-emerald-700">{formatMediumDate(note.attendance_date)}</p>
      <p className="line-clamp-2 font-semibold text-stone-900">{note.session?.title ?? 'Catatan Kajian'}</p>
      {note.session?.ustaz && <p className="text-sm text-stone-600">{note.session.ustaz}</p>}
      {showAuthor && <p className="text-xs text-stone-500">oleh {note.author_name}</p>}
      <p className="line-clamp-3 text-sm whitespace-pre-line text-stone-700">{note.notes_text}</p>
      {note.tags.length > 0 && (
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          {note.tags.slice(0, TAGS_ON_CARD).map((tag) => (
            <Badge key={tag} variant="neutral">
              #{tag}
            </Badge>
          ))}
          {extra > 0 && <Badge variant="neutral">+{extra}</Badge>}
        </div>
      )}
    </button>
  );
}
