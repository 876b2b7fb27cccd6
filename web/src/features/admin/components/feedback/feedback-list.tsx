import { Eye, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatInstant } from '@/lib/kajian-format';
import type { Feedback } from '../../api/feedback-api';
import { CategoryBadge, StatusBadge, senderOf } from './feedback-badges';

interface ListProps {
  items: Feedback[];
  onOpen: (f: Feedback) => void;
  onDelete: (f: Feedback) => void;
}

function Sender({ item }: { item: Feedback }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{senderOf(item)}</p>
      {item.email && <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">{item.email}</p>}
    </div>
  );
}

function Actions({ item, onOpen, onDelete }: { item: Feedback } & Omit<ListProps, 'items'>) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="sm" aria-label={`Lihat feedback ${item.subject}`} onClick={() => onOpen(item)}>
        <Eye aria-hidden />
      </Button>
      <Button
        variant="ghost-danger"
        size="sm"
        aria-label={`Hapus feedback ${item.subject}`}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** FeedbackList shows messages as a table on large screens and as cards on phones. */
export function FeedbackList({ items, onOpen, onDelete }: ListProps) {
  const columns: DataTableColumn<Feedback>[] = [
    {
      header: 'Feedback',
      cell: (f) => (
        <>
          <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{f.subject}</p>
          <p className="line-clamp-2 text-sm text-stone-600 [overflow-wrap:anywhere]">{f.message}</p>
        </>
      ),
    },
    { header: 'Pengirim', headerClassName: 'w-48', cell: (f) => <Sender item={f} /> },
    { header: 'Kategori', headerClassName: 'w-36', cell: (f) => <CategoryBadge item={f} /> },
    { header: 'Status', headerClassName: 'w-36', cell: (f) => <StatusBadge item={f} /> },
    { header: 'Tanggal', headerClassName: 'w-40', cellClassName: 'text-sm text-stone-700', cell: (f) => formatInstant(f.created_at) },
    { header: 'Aksi', headerClassName: 'w-28', cell: (f) => <Actions item={f} onOpen={onOpen} onDelete={onDelete} /> },
  ];
  return (
    <DataTable
      rows={items}
      rowKey={(f) => f.id}
      columns={columns}
      card={(f) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{f.subject}</p>
              <p className="text-xs text-stone-500">{formatInstant(f.created_at)}</p>
            </div>
            <Actions item={f} onOpen={onOpen} onDelete={onDelete} />
          </div>
          <p className="line-clamp-2 text-sm text-stone-700 [overflow-wrap:anywhere]">{f.message}</p>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge item={f} />
            <CategoryBadge item={f} />
          </div>
          <div className="text-sm">
            <Sender item={f} />
          </div>
        </>
      )}
    />
  );
}
