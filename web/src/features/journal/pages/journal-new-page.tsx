import { ArrowLeft, CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NoteFields } from '../components/note-fields';
import { SessionPicker } from '../components/session-picker';
import { useNoteCreate } from '../hooks/use-note-create';

/** JournalNewPage writes a note about a session the user attended (content-side §2 Journal create). */
export function JournalNewPage() {
  useDocumentTitle('Tambah Catatan');
  const f = useNoteCreate();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <Link to="/journal" className="inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-stone-600 hover:text-emerald-800">
        <ArrowLeft aria-hidden className="size-4" />
        Kembali
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">Tambah Catatan</h1>

      {f.queued && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <CloudOff aria-hidden className="size-5 shrink-0" />
          <span>
            <strong>Menunggu koneksi.</strong> Catatan tersimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali.
          </span>
        </p>
      )}

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="font-semibold text-stone-900">Kajian yang Dihadiri</h2>
        {f.sessions.isPending ? (
          <Spinner label="Memuat daftar kajian..." />
        ) : f.sessions.data ? (
          <SessionPicker sessions={f.sessions.data} value={f.choice} onChange={f.choose} />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => void f.sessions.refetch()}>
            Coba Lagi
          </Button>
        )}
      </Card>

      <Card className="p-4">
        <NoteFields values={f.values} onChange={f.update} problem={f.problem} savedAt={f.savedAt} />
      </Card>

      <div className="flex gap-2 sm:justify-end">
        <Button asChild variant="outline" className="flex-1 sm:flex-none">
          <Link to="/journal">Batal</Link>
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={!f.canSave || f.saving || f.queued} onClick={() => void f.submit()}>
          {f.saving ? 'Menyimpan...' : 'Simpan Catatan'}
        </Button>
      </div>
    </section>
  );
}
