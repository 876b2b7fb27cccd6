import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { masjidTeamApi, masjidTeamQueries } from '../api/masjid-team-api';

/** The server's rules for the address (it stays the authority: it also fetches and reads it). */
const schema = z.object({
  url: z.string().trim().min(1, 'Alamat kalender (iCal) harus diisi').max(2000, 'Alamat kalender terlalu panjang'),
});
type Values = z.infer<typeof schema>;

/**
 * MasjidCalendars is 'Kalender Masjid' on the team page: the masjid's calendar sources the viewer
 * added, and the form adding one for this masjid (its sessions are attached to it and published
 * as the team's postings are). The server refuses anyone who does not keep the masjid.
 */
export function MasjidCalendars({ masjidId, slug }: { masjidId: string; slug: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sources = useQuery({ ...masjidTeamQueries.calendars(), retry: false });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '' } });
  const add = useMutation({ mutationFn: (url: string) => masjidTeamApi.addCalendar(url, masjidId) });
  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      const saved = await add.mutateAsync(url);
      notify.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
      await navigate(`/impor-kalender/${saved.source.id}`);
    } catch (error) {
      form.setError('url', { message: isApiError(error) ? error.message : 'Gagal menambahkan kalender' });
    }
  });
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label="Alamat kalender (iCal)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Mengambil kalender...' : 'Tambah Kalender Masjid'}
        </Button>
      </form>
    </section>
  );
}
