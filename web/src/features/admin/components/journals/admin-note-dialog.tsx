import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { NoteHtml } from '@/components/notes/note-html';
import { noteShareText } from '@/components/notes/note-share-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { formatLongDate } from '@/lib/kajian-format';
import type { AdminNote } from '../../api/journals-api';

/**
 * AdminNoteDialog is 'Detail Catatan' for a moderator: author and profile link, the session,
 * the whole note, tags, and 'Salin Teks', 'Hapus Catatan' and Tutup.
 */
export function AdminNoteDialog({
  note,
  onClose,
  onDelete,
}: {
  note: AdminNote | null;
  onClose: () => void;
  onDelete: (n: AdminNote) => void;
}) {
  const copy = async (n: AdminNote) => {
    try {
      await navigator.clipboard.writeText(noteShareText(n));
      notify.success('Catatan berhasil disalin!');
    } catch {
      notify.error('Gagal menyalin catatan');
    }
  };
  return (
    <Dialog
      open={note !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      {note && (
        <DialogContent>
          <DialogTitle className="pr-10">Detail Catatan</DialogTitle>
          <DialogDescription>
            oleh <span className="font-medium text-stone-800">{note.author_name}</span>
          </DialogDescription>
          <a
            href={`/profile/${note.user_id}`}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-flex min-h-9 w-fit items-center gap-1 text-sm font-medium text-emerald-800 hover:underline"
          >
            Lihat Profil
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
          <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm">
            <p className="font-semibold text-stone-900">{note.session?.title ?? 'Kajian Tanpa Judul'}</p>
            <p className="text-stone-600">{note.session?.ustaz ?? 'Ustadz Tidak Diketahui'}</p>
            <p className="text-stone-600">{formatLongDate(note.attendance_date)}</p>
          </div>
          <NoteHtml html={note.notes} className="mt-4" />
          {note.tags.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-1">
              {note.tags.map((tag) => (
                <Badge key={tag} variant="neutral">
                  #{tag}
                </Badge>
              ))}
            </div>
          )}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => void copy(note)}>
              <Copy aria-hidden />
              Salin Teks
            </Button>
            <Button variant="destructive" onClick={() => onDelete(note)}>
              <Trash2 aria-hidden />
              Hapus Catatan
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Tutup
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
