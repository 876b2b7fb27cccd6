import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, MapPin, User } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/query-states';
import { formatLongDate } from '@/lib/kajian-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { journalQueries, type Note } from '../api/journal-api';
import { noteSession } from '../components/note-card';
import { NoteFields } from '../components/note-fields';
import { NoteMissing } from '../components/note-missing';
import { useNoteEdit } from '../hooks/use-note-edit';

/** JournalEditPage edits a note's date, text, tags, visibility and favourite; its session stays. */
export function JournalEditPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Edit Catatan');
  // The form starts from the note as first loaded: a refetch must not wipe the edits.
  const query = useQuery({ ...journalQueries.detail(id), refetchOnWindowFocus: false });

  if (query.isPending) {
    return <LoadingState label="Memuat catatan..." className="py-16" />;
  }
  if (!query.data) return <NoteMissing error={query.error} />;
  return <EditNoteForm note={query.data} />;
}

function EditNoteForm({ note }: { note: Note }) {
  const f = useNoteEdit(note);
  const s = noteSession(note);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <Link to={`/journal/${note.id}`} className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800">
        <ArrowLeft aria-hidden className="size-4" />
        Kembali
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">Edit Catatan</h1>

      <Card className="flex flex-col gap-1.5 p-4">
        {note.session && <Badge className="w-fit">{note.session.type === 'recurring' ? 'Kajian Rutin' : 'Kajian Insidental'}</Badge>}
        <p className="font-semibold text-stone-900">{s.title}</p>
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <User aria-hidden className="size-4 shrink-0" />
          {s.ustaz}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {s.location}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          Dicatat untuk {formatLongDate(note.attendance_date)}
        </p>
        <p className="text-xs text-stone-500">Kajian tidak dapat diubah. Buat catatan baru untuk kajian lain.</p>
      </Card>

      <Card className="p-4">
        <NoteFields values={f.values} onChange={f.update} problem={f.problem} savedAt={f.savedAt} />
      </Card>

      <div className="flex gap-2 sm:justify-end">
        <Button asChild variant="outline" className="flex-1 sm:flex-none">
          <Link to={`/journal/${note.id}`}>Batal</Link>
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={!f.canSave || f.saving} onClick={() => void f.submit()}>
          {f.saving ? 'Menyimpan...' : 'Simpan Perubahan'}
        </Button>
      </div>
    </section>
  );
}
