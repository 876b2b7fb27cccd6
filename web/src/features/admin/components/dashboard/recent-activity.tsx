import { History } from 'lucide-react';
import { formatInstant } from '@/lib/kajian-format';
import type { ModEntry } from '../../api/dashboard-api';
import { FEEDBACK_STATUSES } from '../../api/feedback-api';

const FEEDBACK_LABEL = new Map<string, string>(FEEDBACK_STATUSES);
const ROLE_LABEL = new Map<string, string>([
  ['user', 'Pengguna'],
  ['kontributor', 'Kontributor'],
  ['admin', 'Administrator'],
]);

function kindOf(e: ModEntry): string {
  return e.subject_type === 'recurring' ? 'kajian rutin' : 'kajian';
}

/** describe is one admin action in a sentence, after the actor's name. */
export function describe(e: ModEntry): string {
  const title = `\u201c${e.subject_title}\u201d`;
  switch (e.action) {
    case 'approve':
      return `menyetujui ${kindOf(e)} ${title}`;
    case 'reject':
      return `menolak ${kindOf(e)} ${title}`;
    case 'delete_session':
      return `menghapus ${kindOf(e)} ${title}`;
    case 'delete_note':
      return e.subject_title ? `menghapus catatan publik tentang ${title}` : 'menghapus sebuah catatan publik';
    case 'feedback_status': {
      const [from = '', to = ''] = (e.detail ?? '').split(' → ');
      return `mengubah status feedback ${title}: ${FEEDBACK_LABEL.get(from) ?? from} → ${FEEDBACK_LABEL.get(to) ?? to}`;
    }
    case 'delete_feedback':
      return `menghapus feedback ${title}`;
    case 'role_change': {
      const [from = '', to = ''] = (e.detail ?? '').split(' → ');
      return `mengubah peran ${e.subject_title}: ${ROLE_LABEL.get(from) ?? from} → ${ROLE_LABEL.get(to) ?? to}`;
    }
    case 'publish_direct':
      // A masjid editor's posting names the masjid in detail; a contributor's has none.
      return e.detail
        ? `mempublikasikan langsung ${kindOf(e)} ${title} sebagai pengurus ${e.detail}`
        : `mempublikasikan langsung ${kindOf(e)} ${title} sebagai kontributor`;
    case 'unpublish':
      return `mengembalikan ${kindOf(e)} ${title} ke antrean persetujuan`;
    case 'report_edit':
      return `menandai laporan tentang ${kindOf(e)} ${title} selesai setelah diedit`;
    case 'report_cancel':
      return `membatalkan ${kindOf(e)} ${title} karena laporan`;
    case 'report_delete':
      return `menghapus ${kindOf(e)} ${title} karena laporan`;
    case 'report_dismiss':
      return `mengabaikan laporan tentang ${kindOf(e)} ${title}`;
    case 'masjid_verify':
      return e.detail === 'ya' ? `menandai ${e.subject_title} terverifikasi` : `mencabut verifikasi ${e.subject_title}`;
    case 'masjid_editor_add':
      return `menambahkan ${e.detail ?? ''} sebagai pengurus ${e.subject_title}`;
    case 'masjid_editor_remove':
      return `menghapus ${e.detail ?? ''} dari pengurus ${e.subject_title}`;
    case 'masjid_claim_approve':
      return `menyetujui permintaan ${e.detail ?? ''} sebagai pengurus ${e.subject_title}`;
    case 'masjid_claim_reject':
      return `menolak permintaan ${e.detail ?? ''} sebagai pengurus ${e.subject_title}`;
    case 'resubmit':
      return `mengajukan ulang ${kindOf(e)} ${title} yang ditolak`;
  }
}

/** RecentActivity is 'Aktivitas Terbaru': the latest lines of the moderation log, as they were written. */
export function RecentActivity({ entries }: { entries: ModEntry[] }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="flex items-center gap-2 font-semibold text-stone-900">
        <History aria-hidden className="size-5 text-emerald-700" />
        Aktivitas Terbaru
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">Belum ada tindakan admin.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-100">
          {entries.map((e) => (
            <li key={e.id} className="py-2 text-sm">
              <p className="text-stone-800 [overflow-wrap:anywhere]">
                <span className="font-semibold">{e.actor_name ?? (e.actor_id ? 'Admin' : 'Baris perintah')}</span> {describe(e)}
              </p>
              {e.reason && <p className="text-stone-600 [overflow-wrap:anywhere]">Alasan: {e.reason}</p>}
              <p className="text-xs text-stone-500">{formatInstant(e.created_at)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
