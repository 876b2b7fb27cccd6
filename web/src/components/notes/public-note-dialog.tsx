import { Copy, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { formatLongDate } from '@/lib/kajian-format';
import { NoteHtml } from './note-html';
import { noteShareText, type PublicNote } from './note-share-text';

/** PublicNoteDialog shows a whole public note with 'Salin Teks' and WhatsApp sharing. */
export function PublicNoteDialog({
  note,
  onClose,
  showAuthor = false,
}: {
  note: PublicNote | null;
  onClose: () => void;
  /** On lists of many authors the dialog names the author and links to their profile. */
  showAuthor?: boolean;
}) {
  const copy = async (n: PublicNote) => {
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
          <DialogTitle className="pr-10">{note.session?.title ?? 'Catatan Kajian'}</DialogTitle>
          <DialogDescription>
            {note.session?.ustaz ? `${note.session.ustaz} · ` : ''}
            {formatLongDate(note.attendance_date)}
          </DialogDescription>
          {showAuthor && (
            <p className="mt-1 text-sm text-stone-600">
              oleh{' '}
              <Link to={`/profile/${note.user_id}`} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
                {note.author_name}
              </Link>
            </p>
          )}
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
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => void copy(note)}>
              <Copy aria-hidden />
              Salin Teks
            </Button>
            <Button asChild variant="secondary">
              <a href={`https://wa.me/?text=${encodeURIComponent(noteShareText(note))}`} target="_blank" rel="noreferrer">
                <MessageCircle aria-hidden />
                Bagikan ke WhatsApp
              </a>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
