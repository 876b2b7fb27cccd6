import { Eye, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
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
  return (
    <>
      <table className="hidden w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-left shadow-sm lg:table">
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            <th scope="col" className="p-3 font-semibold">Feedback</th>
            <th scope="col" className="w-48 p-3 font-semibold">Pengirim</th>
            <th scope="col" className="w-36 p-3 font-semibold">Kategori</th>
            <th scope="col" className="w-36 p-3 font-semibold">Status</th>
            <th scope="col" className="w-40 p-3 font-semibold">Tanggal</th>
            <th scope="col" className="w-28 p-3 font-semibold">Aksi</th>
          </tr>
        </thead>
        <tbody>
          {items.map((f) => (
            <tr key={f.id} className="border-t border-stone-100 align-top">
              <td className="p-3">
                <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">{f.subject}</p>
                <p className="line-clamp-2 text-sm text-stone-600 [overflow-wrap:anywhere]">{f.message}</p>
              </td>
              <td className="p-3">
                <Sender item={f} />
              </td>
              <td className="p-3">
                <CategoryBadge item={f} />
              </td>
              <td className="p-3">
                <StatusBadge item={f} />
              </td>
              <td className="p-3 text-sm text-stone-700">{formatInstant(f.created_at)}</td>
              <td className="p-3">
                <Actions item={f} onOpen={onOpen} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 lg:hidden">
        {items.map((f) => (
          <li key={f.id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
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
          </li>
        ))}
      </ul>
    </>
  );
}
