import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import type { KajianKind } from '@/features/kajian/api/detail-queries';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  reportApi,
  reportSchema,
  runes,
  type ReportValues,
} from '@/features/kajian/api/report-api';
import { isApiError } from '@/lib/api-client';

const EMPTY: ReportValues = { reason: '' as ReportValues['reason'], note: '', website: '' };

/**
 * ReportSection is 'Laporkan' at the foot of a session page: anyone (no account needed) tells
 * the admins the session is wrong, with a reason and an optional note.
 */
export function ReportSection({ kind, slug, title }: { kind: KajianKind; slug: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="flex items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">Info kajian ini salah atau tidak pantas?</p>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Laporkan
      </Button>
      {open && <ReportDialog kind={kind} slug={slug} title={title} onClose={() => setOpen(false)} />}
    </section>
  );
}

/** ReportDialog asks why, sends the report and thanks the reporter in place. */
function ReportDialog({ kind, slug, title, onClose }: { kind: KajianKind; slug: string; title: string; onClose: () => void }) {
  const ids = { reasons: useId(), note: useId(), counter: useId() };
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm<ReportValues>({ resolver: zodResolver(reportSchema), defaultValues: EMPTY, mode: 'onChange' });
  const send = useMutation({
    mutationFn: (values: ReportValues) =>
      reportApi.send(kind, slug, { reason: values.reason, note: values.note.trim(), website: values.website }),
    onSuccess: (answer) => setThanks(answer.message),
    onError: (error) => {
      if (isApiError(error) && error.status < 500 && error.status !== 0) {
        if (error.field === 'note' || error.field === 'reason') form.setError(error.field, { message: error.message });
        notify.error(error.message);
        return;
      }
      notify.error(REPORT_MESSAGES.failed);
    },
  });
  const note = useWatch({ control: form.control, name: 'note' });
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={(next) => !next && !send.isPending && onClose()}>
      <DialogContent>
        {thanks ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
            <CircleCheck aria-hidden className="size-10 text-emerald-700" />
            <DialogTitle>Laporan terkirim</DialogTitle>
            <DialogDescription>
              <span className="text-stone-700">{thanks}</span>
            </DialogDescription>
            <Button onClick={onClose}>Tutup</Button>
          </div>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
            <div className="flex flex-col gap-1 pr-10">
              <DialogTitle>Laporkan Kajian</DialogTitle>
              <DialogDescription>&ldquo;{title}&rdquo;</DialogDescription>
            </div>
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? `${ids.reasons}-error` : undefined}>
              <legend className="mb-1 text-sm font-medium text-stone-800">Alasan *</legend>
              {REPORT_REASONS.map(([value, label]) => (
                <label
                  key={value}
                  className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 px-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
                >
                  <input type="radio" value={value} className="size-4 accent-emerald-700" {...form.register('reason')} />
                  <span className="text-stone-800">{label}</span>
                </label>
              ))}
              {errors.reason && (
                <p id={`${ids.reasons}-error`} role="alert" className="text-sm font-medium text-red-700">
                  {errors.reason.message}
                </p>
              )}
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.note} className="text-sm font-medium text-stone-800">
                Catatan (opsional)
              </label>
              <TextArea
                id={ids.note}
                rows={3}
                placeholder="Contoh: kajian dipindah ke pukul 20.00"
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={`${ids.counter}${errors.note ? ` ${ids.note}-error` : ''}`}
                {...form.register('note')}
              />
              <div className="flex justify-between gap-2 text-xs">
                <p id={`${ids.note}-error`} role={errors.note ? 'alert' : undefined} className="font-medium text-red-700">
                  {errors.note?.message}
                </p>
                <p id={ids.counter} className={runes(note) > REPORT_NOTE_MAX ? 'text-red-700' : 'text-stone-500'}>
                  {runes(note)}/{REPORT_NOTE_MAX}
                </p>
              </div>
            </div>
            {/* A honeypot: hidden from people and screen readers, filled only by bots. */}
            <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
              </label>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={send.isPending} onClick={onClose}>
                Batal
              </Button>
              <Button type="submit" disabled={send.isPending || Boolean(errors.note)}>
                {send.isPending ? 'Mengirim...' : 'Kirim Laporan'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
