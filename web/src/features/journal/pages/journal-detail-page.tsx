import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Eye, EyeOff, MapPin, Pencil, Star, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NoteHtml } from '@/components/notes/note-html';
import { OfflineNote } from '@/components/offline-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingState } from '@/components/ui/query-states';
import { cn } from '@/lib/cn';
import { formatInstant, formatLongDate } from '@/lib/kajian-format';
import { offlineSince } from '@/lib/offline-copy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JOURNAL_MESSAGES, journalQueries } from '../api/journal-api';
import { noteSession } from '../components/note-card';
import { NoteMissing } from '../components/note-missing';
import { useNoteActions } from '../hooks/use-note-actions';

/** JournalDetailPage shows one of the user's notes with its badges, session and actions. */
export function JournalDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const query = useQuery({ ...journalQueries.detail(id), enabled: !deleted });
  const [confirming, setConfirming] = useState(false);
  const actions = useNoteActions(() => {
    setDeleted(true);
    void navigate('/journal', { replace: true });
  });
  const note = query.data;
  useDocumentTitle(note ? noteSession(note).title : 'Detail Catatan');

  if (query.isPending) {
    return <LoadingState label="Memuat catatan..." className="py-16" />;
  }
  if (!note) return <NoteMissing error={query.error} onRetry={() => void query.refetch()} />;

  const s = noteSession(note);
  const savedAt = offlineSince(note);
  const isPublic = note.visibility === 'public';
  const sessionPath = note.session ? `/${note.session.type === 'recurring' ? 'kajian-rutin' : 'kajian'}/${note.session.slug}` : null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <Link to="/journal" className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800">
        <ArrowLeft aria-hidden className="size-4" />
        Catatan Saya
      </Link>
      {savedAt !== undefined && <OfflineNote savedAt={savedAt} />}
      <div
        className={cn(
          'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-6',
          note.is_favorite ? 'border-amber-400 ring-1 ring-amber-300' : 'border-stone-200',
        )}
      >
        <div className="flex flex-wrap gap-1.5">
          {note.session && <Badge>{note.session.type === 'recurring' ? 'Kajian Rutin' : 'Kajian Insidental'}</Badge>}
          {note.is_favorite && (
            <Badge variant="accent">
              <Star aria-hidden className="size-3 fill-current" />
              Favorit
            </Badge>
          )}
          <Badge variant={isPublic ? 'info' : 'neutral'}>{isPublic ? 'Publik' : 'Privat'}</Badge>
        </div>
        <h1 className="text-2xl font-bold text-stone-900 [overflow-wrap:anywhere]">
          {sessionPath ? (
            <Link to={sessionPath} className="hover:text-emerald-800 hover:underline">
              {s.title}
            </Link>
          ) : (
            s.title
          )}
        </h1>
        <dl className="flex flex-col gap-1.5 text-stone-700">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Ustadz</dt>
            <User aria-hidden className="size-4 shrink-0 text-stone-500" />
            <dd>{s.ustaz}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Lokasi</dt>
            <MapPin aria-hidden className="size-4 shrink-0 text-stone-500" />
            <dd>{s.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Tanggal kehadiran</dt>
            <CalendarDays aria-hidden className="size-4 shrink-0 text-stone-500" />
            <dd>{formatLongDate(note.attendance_date)}</dd>
          </div>
        </dl>
        {note.tags.length > 0 && (
          <ul aria-label="Tag" className="flex flex-wrap gap-1">
            {note.tags.map((t) => (
              <li key={t}>
                <Badge variant="neutral">#{t}</Badge>
              </li>
            ))}
          </ul>
        )}
        <NoteHtml html={note.notes} className="border-t border-stone-100 pt-4" />
        <p className="border-t border-stone-100 pt-3 text-xs text-stone-500">
          Dibuat {formatInstant(note.created_at)}
          {note.updated_at !== note.created_at && ` · Diperbarui ${formatInstant(note.updated_at)}`}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" disabled={actions.busy} onClick={() => actions.visibility.mutate(note)}>
          {isPublic ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {isPublic ? 'Jadikan Privat' : 'Jadikan Publik'}
        </Button>
        <Button variant="outline" disabled={actions.busy} aria-pressed={note.is_favorite} onClick={() => actions.favorite.mutate(note)}>
          <Star aria-hidden className={cn(note.is_favorite && 'fill-amber-400 text-amber-500')} />
          {note.is_favorite ? 'Hapus Favorit' : 'Favoritkan'}
        </Button>
        <Button asChild variant="outline">
          <Link to={`/journal/${note.id}/edit`}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
        <Button variant="outline-danger" disabled={actions.busy} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Hapus
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Hapus Catatan?"
        description={JOURNAL_MESSAGES.confirmDelete}
        confirmLabel="Hapus"
        busyLabel="Menghapus..."
        busy={actions.remove.isPending}
        onConfirm={() => actions.remove.mutate(note)}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
