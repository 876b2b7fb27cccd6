import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { QueryStates } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/kajian-format';
import { masjidTeamQueries } from '../api/masjid-team-api';

/**
 * MasjidReports is 'Laporan Jamaah' on the team page: the open reports ('Laporkan') about the
 * masjid's sessions, each with a link to correct the session. The server lists them for the
 * masjid's editors and admins only; handling a report stays in the admins' 'Laporan'.
 */
export function MasjidReports({ slug }: { slug: string }) {
  const reports = useQuery({ ...masjidTeamQueries.reports(slug), retry: false });
  return (
    <section aria-labelledby="laporan-masjid" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="laporan-masjid" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Flag aria-hidden className="size-5 text-amber-700" />
        Laporan Jamaah
      </h2>
      <p className="text-sm text-stone-600">
        Laporan terbuka tentang kajian masjid ini. Perbaiki kajiannya bila laporan benar; admin akan menindaklanjuti
        laporannya.
      </p>
      <QueryStates
        query={reports}
        loadingClassName="py-4"
        errorText={isApiError(reports.error) ? reports.error.message : 'Gagal memuat laporan'}
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-sm text-stone-600">Tidak ada laporan terbuka.</p>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" aria-label="Laporan terbuka">
            {d.items.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-sm text-stone-800">
                <p className="font-semibold text-amber-900">{r.reason_label}</p>
                <Link to={r.session_path} className="font-medium text-emerald-800 underline">
                  {r.session_title}
                </Link>
                {r.note && <p className="break-words whitespace-pre-line">“{r.note}”</p>}
                <p className="text-xs text-stone-600">Dilaporkan {formatInstant(r.created_at)} WIB</p>
                <Link to={r.edit_path} className="flex min-h-11 items-center self-start font-semibold text-emerald-800">
                  Edit kajian
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
