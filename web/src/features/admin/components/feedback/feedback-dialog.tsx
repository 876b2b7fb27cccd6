import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatInstant } from '@/lib/kajian-format';
import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '../../api/feedback-api';
import { CategoryBadge, StatusBadge, senderOf } from './feedback-badges';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 text-stone-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * FeedbackDialog is 'Detail Feedback': the message, a row of status buttons (the current one
 * disabled), its times, and Tutup and 'Hapus Feedback'.
 */
export function FeedbackDialog({
  item,
  busyStatus,
  onStatus,
  onDelete,
  onClose,
}: {
  item: Feedback | null;
  busyStatus: FeedbackStatus | null;
  onStatus: (f: Feedback, status: FeedbackStatus) => void;
  onDelete: (f: Feedback) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      {item && (
        <DialogContent>
          <DialogTitle className="pr-10">Detail Feedback</DialogTitle>
          <DialogDescription className="sr-only">{item.subject}</DialogDescription>
          <dl className="mt-3 divide-y divide-stone-100">
            <Row label="Subjek">
              <span className="font-semibold">{item.subject}</span>
            </Row>
            <Row label="Kategori">
              <CategoryBadge item={item} />
            </Row>
            <Row label="Pengirim">{senderOf(item)}</Row>
            <Row label="Email">{item.email ?? '-'}</Row>
            <Row label="Status">
              <StatusBadge item={item} />
            </Row>
          </dl>
          <p className="mt-3 rounded-xl bg-stone-50 p-3 text-sm leading-relaxed whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">
            {item.message}
          </p>
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium text-stone-800">Ubah status</legend>
            <div className="flex flex-wrap gap-2">
              {FEEDBACK_STATUSES.map(([value, label]) => (
                <Button
                  key={value}
                  size="sm"
                  variant={value === item.status ? 'primary' : 'outline'}
                  aria-pressed={value === item.status}
                  disabled={value === item.status || busyStatus !== null}
                  data-current={value === item.status || undefined}
                  onClick={() => onStatus(item, value)}
                >
                  {busyStatus === value ? 'Menyimpan...' : label}
                </Button>
              ))}
            </div>
          </fieldset>
          <dl className="mt-4 text-sm">
            <Row label="Dibuat">{formatInstant(item.created_at)}</Row>
            <Row label="Diperbarui">{formatInstant(item.updated_at)}</Row>
            {item.resolved_at && (
              <Row label="Diselesaikan">
                {formatInstant(item.resolved_at)}
                {item.resolver_name ? ` oleh ${item.resolver_name}` : ''}
              </Row>
            )}
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Tutup
            </Button>
            <Button variant="destructive" onClick={() => onDelete(item)}>
              <Trash2 aria-hidden />
              Hapus Feedback
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
