import { CalendarDays, Eye, EyeOff, MapPin, Pencil, Star, Trash2, User } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/kajian-format';
import type { Note } from '../api/journal-api';

/** noteSession is what a note shows of its session, with the spec's fallbacks for a missing one. */
export function noteSession(n: Pick<Note, 'session'>) {
  const or = (v: string | null | undefined, fallback: string) => (v?.trim() ? v : fallback);
  return {
    title: or(n.session?.title, 'Kajian Tanpa Judul'),
    ustaz: or(n.session?.ustaz, 'Ustadz Tidak Diketahui'),
    location: or(n.session?.location, 'Lokasi Tidak Diketahui'),
  };
}

/**
 * NoteCard is one of the user's notes in 'Catatan Saya': title (to the note), ustaz, date, place,
 * excerpt, tags, and its actions; a favourite has a yellow border.
 */
export function NoteCard({
  note,
  busy,
  onVisibility,
  onFavorite,
  onDelete,
}: {
  note: Note;
  busy: boolean;
  onVisibility: (n: Note) => void;
  onFavorite: (n: Note) => void;
  onDelete: (n: Note) => void;
}) {
  const s = noteSession(note);
  const isPublic = note.visibility === 'public';
  return (
    <article
      className={cn(
        'flex h-full flex-col gap-2 rounded-2xl border bg-white p-4 shadow-sm',
        note.is_favorite ? 'border-amber-400 ring-1 ring-amber-300' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/journal/${note.id}`} className="line-clamp-2 font-semibold text-stone-900 hover:text-emerald-800 hover:underline">
          {s.title}
        </Link>
        <Badge variant={isPublic ? 'info' : 'neutral'}>{isPublic ? 'Publik' : 'Privat'}</Badge>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-stone-600">
        <User aria-hidden className="size-4 shrink-0" />
        {s.ustaz}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-stone-600">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {formatLongDate(note.attendance_date)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-stone-600">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span className="line-clamp-1">{s.location}</span>
      </p>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-stone-700">{note.notes_text}</p>
      {note.tags.length > 0 && (
        <ul aria-label="Tag" className="flex flex-wrap gap-1">
          {note.tags.map((t) => (
            <li key={t}>
              <Badge variant="neutral">#{t}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-1 pt-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => {
            onVisibility(note);
          }}
        >
          {isPublic ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {isPublic ? 'Jadikan Privat' : 'Jadikan Publik'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-pressed={note.is_favorite}
          aria-label={note.is_favorite ? 'Hapus dari favorit' : 'Tambah ke favorit'}
          onClick={() => {
            onFavorite(note);
          }}
        >
          <Star aria-hidden className={cn(note.is_favorite && 'fill-amber-400 text-amber-500')} />
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/journal/${note.id}/edit`} aria-label="Edit catatan">
            <Pencil aria-hidden />
          </Link>
        </Button>
        <Button
          variant="ghost-danger"
          size="sm"
          disabled={busy}
          aria-label="Hapus catatan"
          onClick={() => {
            onDelete(note);
          }}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </article>
  );
}
