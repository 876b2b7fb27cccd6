import { Ban, Check, ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatInstant } from '@/lib/kajian-format';
import { editPath, type Report, type ReportAction } from '../../api/reports-api';

const STATUS_VARIANT = { open: 'accent', resolved: 'primary', dismissed: 'neutral' } as const;

/**
 * ReportCard is one report in 'Laporan': the session (opened from its title), why, the note,
 * who and when; an open report offers its four ways of handling. A deleted session has no page.
 */
export function ReportCard({
  report: r,
  busy,
  onAction,
}: {
  report: Report;
  busy: boolean;
  onAction: (report: Report, action: ReportAction) => void;
}) {
  const title = r.session_title ?? 'Kajian sudah dihapus';
  const kind = r.session_type === 'recurring' ? 'Kajian rutin' : 'Kajian';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="danger">{r.reason_label}</Badge>
        <Badge variant={STATUS_VARIANT[r.status]}>
          {r.status_label}
          {r.action_label && r.status === 'resolved' ? ` · ${r.action_label}` : ''}
        </Badge>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{kind}</p>
        {r.session_path ? (
          <Link to={r.session_path} className="inline-flex items-center gap-1 font-semibold text-emerald-800 hover:underline">
            {title}
            <ExternalLink aria-hidden className="size-4 shrink-0" />
          </Link>
        ) : (
          <p className="font-semibold text-stone-500">{title}</p>
        )}
        {r.note && <p className="text-sm whitespace-pre-line text-stone-700 [overflow-wrap:anywhere]">&ldquo;{r.note}&rdquo;</p>}
        <p className="text-xs text-stone-500">
          {r.signed_in ? (r.reporter_name ?? 'Pengguna') : 'Pengunjung'} · {formatInstant(r.created_at)}
          {r.resolver_name && r.resolved_at ? ` · ditangani ${r.resolver_name}, ${formatInstant(r.resolved_at)}` : ''}
        </p>
      </div>
      {r.status === 'open' && (
        <div className="grid grid-cols-2 gap-2">
          {r.session_slug && (
            <Button variant="outline" size="sm" asChild>
              <Link to={editPath(r)}>
                <Pencil aria-hidden />
                Edit Kajian
              </Link>
            </Button>
          )}
          {r.session_slug && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction(r, 'edit')}>
              <Check aria-hidden />
              Selesai Diedit
            </Button>
          )}
          {r.session_slug && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction(r, 'cancel')}>
              <Ban aria-hidden />
              Batalkan Kajian
            </Button>
          )}
          {r.session_slug && (
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => onAction(r, 'delete')}>
              <Trash2 aria-hidden />
              Hapus Kajian
            </Button>
          )}
          <Button variant="ghost" size="sm" className="col-span-2" disabled={busy} onClick={() => onAction(r, 'dismiss')}>
            <X aria-hidden />
            Abaikan
          </Button>
        </div>
      )}
    </li>
  );
}
