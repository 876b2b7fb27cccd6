import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import {
  CANCEL_MESSAGES,
  CANCEL_REASON_MAX,
  cancelApi,
  cancelSchema,
  canCancel,
  type CancelValues,
} from '@/features/kajian/api/cancel-api';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';
import { runes } from '@/features/kajian/api/report-api';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/kajian-format';
import { queryKeys } from '@/lib/query-keys';

/**
 * CancelSection offers 'Batalkan Kajian' to who may cancel the session (its creator or an
 * admin): a cancelled session stays listed until its time with its badge and the reason.
 */
export function CancelSection({ kajian }: { kajian: KajianDetail }) {
  const [open, setOpen] = useState(false);
  if (!canCancel(kajian)) return null;
  return (
    <>
      <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <CalendarX aria-hidden />
        Batalkan Kajian
      </Button>
      {open && <CancelDialog kajian={kajian} slug={kajian.slug} onClose={() => setOpen(false)} />}
    </>
  );
}

/** CancelDialog asks why (and for a weekly session which date), then cancels. */
export function CancelDialog({ kajian, slug, onClose }: { kajian: KajianDetail; slug: string; onClose: () => void }) {
  const ids = { reason: useId(), date: useId(), counter: useId() };
  const weekly = kajian.type === 'recurring';
  const client = useQueryClient();
  const form = useForm<CancelValues>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: '', date: kajian.cancellable_dates[0] ?? '' },
  });
  const send = useMutation({
    mutationFn: (values: CancelValues) => cancelApi.cancel(kajian.type, slug, values),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await client.invalidateQueries({ queryKey: queryKeys.kajian.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status < 500 && error.status !== 0) {
        if (error.field === 'reason' || error.field === 'date') form.setError(error.field, { message: error.message });
        notify.error(error.message);
        return;
      }
      notify.error(CANCEL_MESSAGES.failed);
    },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
  const dates = kajian.cancellable_dates.map((d) => [d, formatLongDate(d)] as const);

  return (
    <Dialog open onOpenChange={(next) => !next && !send.isPending && onClose()}>
      <DialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <div className="flex flex-col gap-1 pr-10">
            <DialogTitle>Batalkan Kajian</DialogTitle>
            <DialogDescription>
              &ldquo;{kajian.title}&rdquo; tetap tampil dengan tanda Dibatalkan dan alasannya. Yang sudah konfirmasi hadir
              akan diberi tahu.
            </DialogDescription>
          </div>
          {weekly && (
            <Field id={ids.date} label="Tanggal" required error={errors.date?.message}>
              <Select
                id={ids.date}
                options={dates}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={errors.date ? `${ids.date}-error` : undefined}
                {...form.register('date')}
              />
            </Field>
          )}
          <Field id={ids.reason} label="Alasan pembatalan" required error={errors.reason?.message}>
            <TextArea
              id={ids.reason}
              rows={3}
              placeholder="Contoh: Ustadz sedang sakit"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${ids.counter}${errors.reason ? ` ${ids.reason}-error` : ''}`}
              {...form.register('reason')}
            />
          </Field>
          <p
            id={ids.counter}
            className={`-mt-3 text-right text-xs ${runes(reason) > CANCEL_REASON_MAX ? 'text-red-700' : 'text-stone-500'}`}
          >
            {runes(reason)}/{CANCEL_REASON_MAX}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={send.isPending} onClick={onClose}>
              Kembali
            </Button>
            <Button type="submit" variant="destructive" disabled={send.isPending}>
              {send.isPending ? 'Membatalkan...' : 'Batalkan Kajian'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
