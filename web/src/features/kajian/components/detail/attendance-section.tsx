import { CircleCheck, CircleX, CloudOff, LogIn, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRsvp, type KajianDetail } from '@/features/kajian/api/detail-queries';
import { useJournalShortcut } from '@/features/kajian/hooks/use-journal-shortcut';
import { usePendingRsvp } from '@/features/kajian/hooks/use-pending-rsvp';
import { formatLongDate } from '@/lib/kajian-format';
import { RemindMe } from './remind-me';

/**
 * signInPrompt is what visitors see instead of the attendance buttons (spec §2); a one-off
 * session has no 'kajian selanjutnya', so its page leaves those words out.
 */
export function signInPrompt(type: KajianDetail['type']): string {
  return type === 'recurring'
    ? 'Silakan masuk untuk konfirmasi kehadiran Anda pada kajian selanjutnya dan mencatat kajian ini'
    : 'Silakan masuk untuk konfirmasi kehadiran Anda dan mencatat kajian ini';
}

/** SignInPrompt asks a visitor to sign in, and comes back here afterwards. */
export function SignInPrompt({ type }: { type: KajianDetail['type'] }) {
  const location = useLocation();
  return (
    <section aria-label="Konfirmasi kehadiran" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-emerald-950">{signInPrompt(type)}</p>
      <Button asChild className="mt-3 w-full sm:w-auto">
        <Link to={`/auth?next=${encodeURIComponent(location.pathname)}`}>
          <LogIn aria-hidden />
          Masuk / Daftar
        </Link>
      </Button>
    </section>
  );
}

/**
 * AttendanceSection is the signed-in user's answer ('Akan Hadir' / 'Tidak Hadir') for an
 * upcoming approved session, or a weekly session's next occurrence, and the journal shortcut.
 * Answers are offered only while the server takes them (can_rsvp); while the page shows a copy
 * from browser storage the buttons wait for fresh data.
 */
export function AttendanceSection({
  kajian,
  slug,
  viewer,
  stale,
}: {
  kajian: KajianDetail;
  slug: string;
  viewer: string;
  stale: boolean;
}) {
  const rsvp = useRsvp(kajian.type, slug, viewer);
  const journal = useJournalShortcut(kajian, slug, viewer);
  const [asking, setAsking] = useState(false);
  const waiting = usePendingRsvp(kajian.type, slug, viewer);
  const busy = rsvp.isPending || stale;
  // An answer given offline shows as given, marked as waiting to be sent.
  const choice = waiting ?? kajian.user_rsvp;
  const heading =
    kajian.type === 'recurring' && kajian.next_occurrence
      ? `Kehadiran untuk ${formatLongDate(kajian.next_occurrence)}`
      : 'Konfirmasi Kehadiran';

  return (
    <section aria-labelledby="kehadiran" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      {kajian.can_rsvp && (
        <>
          <div>
            <h2 id="kehadiran" className="font-semibold text-stone-900">
              {heading}
            </h2>
            {waiting && (
              <p role="status" className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
                <CloudOff aria-hidden className="size-4" />
                Menunggu koneksi
              </p>
            )}
            <p className="text-sm text-stone-600">
              {choice === 'hadir'
                ? 'Anda akan hadir. Sampai jumpa di majelis ilmu!'
                : choice === 'tidak_hadir'
                  ? 'Anda tidak hadir pada kajian ini.'
                  : 'Apakah Anda akan hadir?'}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant={choice === 'hadir' ? 'primary' : 'outline'}
              aria-pressed={choice === 'hadir'}
              disabled={busy}
              onClick={() => rsvp.mutate('hadir')}
            >
              <CircleCheck aria-hidden />
              Akan Hadir
            </Button>
            <Button
              variant={choice === 'tidak_hadir' ? 'danger-chosen' : 'outline'}
              aria-pressed={choice === 'tidak_hadir'}
              disabled={busy}
              onClick={() => rsvp.mutate('tidak_hadir')}
            >
              <CircleX aria-hidden />
              Tidak Hadir
            </Button>
          </div>
          {choice === 'hadir' && !waiting && <RemindMe />}
        </>
      )}
      {!kajian.can_rsvp && (
        <h2 id="kehadiran" className="font-semibold text-stone-900">
          Catatan Kajian
        </h2>
      )}
      <Button
        variant="secondary"
        disabled={journal.pending || stale}
        onClick={() => {
          if (journal.marksAttendance) setAsking(true);
          else void journal.start();
        }}
      >
        <NotebookPen aria-hidden />
        Catat di Catatan Saya
      </Button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title="Catat kajian ini?"
        description="Kehadiran Anda akan dicatat sebagai 'Akan Hadir', lalu halaman catatan baru terbuka."
        confirmLabel="Hadir & Catat"
        busyLabel="Mencatat..."
        busy={journal.pending}
        onCancel={() => {
          setAsking(false);
        }}
        onConfirm={() => {
          void journal.start().finally(() => {
            setAsking(false);
          });
        }}
      />
    </section>
  );
}
