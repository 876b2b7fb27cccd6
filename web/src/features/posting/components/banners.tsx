import { CircleAlert, Info, Lightbulb, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useModelWrites } from '../api/posting-api';

/**
 * ModerationBanner tells who reviews a new posting (spec §2; a trusted contributor's is
 * published at once) and suggests a poster, read by AI only where a model is configured.
 */
export function ModerationBanner({ admin, contributor = false }: { admin: boolean; contributor?: boolean }) {
  const direct = admin || contributor;
  const byModel = useModelWrites();
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <p className="flex gap-2">
        {direct ? (
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        ) : (
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
        )}
        <span>
          {admin
            ? 'Sebagai admin, kajian yang Anda posting langsung dipublikasikan di halaman utama.'
            : contributor
              ? 'Sebagai kontributor, kajian yang Anda posting langsung dipublikasikan di halaman utama.'
              : 'Kajian yang Anda posting akan ditinjau oleh admin terlebih dahulu sebelum tampil di halaman utama.'}
        </span>
      </p>
      <p className="flex gap-2">
        <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <span>
          <strong>Tips:</strong> upload poster kajian agar data kajian dapat dibaca dan diisi otomatis
          {byModel ? ' oleh AI.' : '.'}
        </span>
      </p>
    </div>
  );
}

/** PendingAgainWarning warns a non-admin that saving a published session sends it back to 'Menunggu'. */
export function PendingAgainWarning({ weekly }: { weekly: boolean }) {
  return (
    <div role="note" className="flex gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {weekly
          ? 'Kajian rutin ini sudah aktif. Jika Anda menyimpan perubahan, statusnya kembali menjadi '
          : 'Kajian ini sudah disetujui. Jika Anda menyimpan perubahan, statusnya kembali menjadi '}
        <strong>&lsquo;Menunggu&rsquo;</strong> dan perlu disetujui admin kembali sebelum tampil di halaman utama.
      </p>
    </div>
  );
}

/** RejectionNotice shows the owner why an admin rejected the session. */
export function RejectionNotice({ reason }: { reason: string }) {
  return (
    <div role="note" className="flex gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Kajian ini ditolak admin</p>
        <p>
          <span className="font-medium">Alasan penolakan:</span> {reason}
        </p>
      </div>
    </div>
  );
}
