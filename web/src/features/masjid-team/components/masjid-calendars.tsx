import { useQuery } from '@tanstack/react-query';
import { CalendarSync } from 'lucide-react';
import { Link } from 'react-router';
import { CalendarSourceForm } from '@/components/calendar-source-form';
import { masjidTeamApi, masjidTeamQueries } from '../api/masjid-team-api';

/**
 * MasjidCalendars is 'Kalender Masjid' on the team page: the masjid's calendar sources the viewer
 * added, and the form adding one for this masjid (its sessions are attached to it and published
 * as the team's postings are). The server refuses anyone who does not keep the masjid.
 */
export function MasjidCalendars({ masjidId, slug }: { masjidId: string; slug: string }) {
  const sources = useQuery({ ...masjidTeamQueries.calendars(), retry: false });
  const mine = (sources.data?.sources ?? []).filter((s) => s.masjid?.slug === slug);
  return (
    <section aria-labelledby="kalender-masjid" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="kalender-masjid" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <CalendarSync aria-hidden className="size-5 text-emerald-700" />
        Kalender Masjid
      </h2>
      <p className="text-sm text-stone-600">
        Impor jadwal dari kalender iCal masjid (misalnya Google Calendar). Kajiannya menjadi draf untuk diperiksa,
        lalu tampil di halaman masjid ini. Kalender diperbarui otomatis setiap 6 jam.
      </p>
      {mine.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Kalender masjid ini">
          {mine.map((s) => (
            <li key={s.id}>
              <Link to={`/impor-kalender/${s.id}`} className="text-sm font-semibold break-all text-emerald-800 underline">
                {s.name || s.url}
              </Link>
              <span className="text-sm text-stone-600"> · {s.drafts} draf</span>
            </li>
          ))}
        </ul>
      )}
      <CalendarSourceForm add={(url) => masjidTeamApi.addCalendar(url, masjidId)} submitLabel="Tambah Kalender Masjid" />
    </section>
  );
}
