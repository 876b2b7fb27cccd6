import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/textarea';
import { APPROVAL_MESSAGES } from '../../api/approvals-api';

/**
 * RejectDialog asks for the reason of a rejection: required once trimmed, 'Tolak Kajian'
 * disabled while it is empty and showing 'Menolak...' while the rejection is sent.
 */
export function RejectDialog({
  title,
  open,
  busy,
  onOpenChange,
  onReject,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = reason.trim() === '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setReason('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (empty) {
              setError(APPROVAL_MESSAGES.reasonRequired);
              return;
            }
            onReject(reason.trim());
          }}
        >
          <div className="flex flex-col gap-1 pr-10">
            <DialogTitle>Tolak Kajian</DialogTitle>
            <DialogDescription>&ldquo;{title}&rdquo;</DialogDescription>
          </div>
          <Field id={id} label="Alasan Penolakan *" error={error ?? undefined}>
            <TextArea
              id={id}
              rows={4}
              value={reason}
              maxLength={1000}
              placeholder="Jelaskan alasan penolakan kajian ini..."
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error ?? undefined)}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Batal
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || empty}>
              {busy ? 'Menolak...' : 'Tolak Kajian'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
