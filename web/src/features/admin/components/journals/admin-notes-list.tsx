import { Eye, Trash2 } from 'lucide-react';
import { TAGS_ON_CARD } from '@/components/notes/public-note-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatInstant, formatMediumDate } from '@/lib/kajian-format';
import type { AdminNote } from '../../api/journals-api';

interface ListProps {
  notes: AdminNote[];
  onOpen: (n: AdminNote) => void;
  onDelete: (n: AdminNote) => void;
}

function ProfileLink({ note }: { note: AdminNote }) {
  return (
    <a
      href={`/profile/${note.user_id}`}
      target="_blank"
      rel="noreferrer"
      className="text-sm font-medium text-emerald-800 hover:underline"
    >
      Lihat Profil
    </a>
  );
}

function Excerpt({ note }: { note: AdminNote }) {
  const extra = note.tags.length - TAGS_ON_CARD;
  return (
    <div className="flex flex-col gap-1">
      <p className="line-clamp-2 text-sm text-stone-700">{note.notes_text}</p>
      {note.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {note.tags.slice(0, TAGS_ON_CARD).map((t) => (
            <Badge key={t} variant="neutral">
              #{t}
            </Badge>
          ))}
          {extra > 0 && <Badge variant="neutral">+{extra}</Badge>}
        </div>
      )}
    </div>
  );
}

function Actions({ note, onOpen, onDelete }: { note: AdminNote } & Omit<ListProps, 'notes'>) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={`Lihat catatan ${note.author_name}`} onClick={() => onOpen(note)}>
        <Eye aria-hidden />
      </Button>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={`Hapus catatan ${note.author_name}`}
        onClick={() => onDelete(note)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

function Session({ note }: { note: AdminNote }) {
  return (
    <>
      <p className="line-clamp-2 font-medium text-stone-900">{note.session?.title ?? 'Kajian Tanpa Judul'}</p>
      <p className="text-sm text-stone-600">{note.session?.ustaz ?? 'Ustadz Tidak Diketahui'}</p>
    </>
  );
}

/** AdminNotesList shows public notes as a table on large screens and as cards on phones. */
export function AdminNotesList({ notes, onOpen, onDelete }: ListProps) {
  const columns: DataTableColumn<AdminNote>[] = [
    {
      header: 'Pengguna',
      headerClassName: 'w-44',
      cell: (n) => (
        <>
          <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{n.author_name}</p>
          <ProfileLink note={n} />
        </>
      ),
    },
    { header: 'Kajian', headerClassName: 'w-56', cell: (n) => <Session note={n} /> },
    {
      header: 'Tanggal',
      headerClassName: 'w-40',
      cellClassName: 'text-sm text-stone-700',
      cell: (n) => (
        <>
          <p>{formatMediumDate(n.attendance_date)}</p>
          <p className="text-xs text-stone-500">Dibuat {formatInstant(n.created_at)}</p>
        </>
      ),
    },
    { header: 'Catatan', cell: (n) => <Excerpt note={n} /> },
    { header: 'Aksi', headerClassName: 'w-28', cell: (n) => <Actions note={n} onOpen={onOpen} onDelete={onDelete} /> },
  ];
  return (
    <DataTable
      rows={notes}
      rowKey={(n) => n.id}
      columns={columns}
      card={(n) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{n.author_name}</p>
              <ProfileLink note={n} />
            </div>
            <Actions note={n} onOpen={onOpen} onDelete={onDelete} />
          </div>
          <div className="text-sm">
            <p className="font-medium text-stone-900">{n.session?.title ?? 'Kajian Tanpa Judul'}</p>
            <p className="text-stone-600">{n.session?.ustaz ?? 'Ustadz Tidak Diketahui'}</p>
            <p className="text-stone-600">
              {formatMediumDate(n.attendance_date)} · Dibuat {formatInstant(n.created_at)}
            </p>
          </div>
          <Excerpt note={n} />
        </>
      )}
    />
  );
}
