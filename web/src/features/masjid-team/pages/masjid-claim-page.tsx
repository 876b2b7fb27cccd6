import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { claimSchema, masjidTeamApi, TEAM_MESSAGES } from '../api/masjid-team-api';

/**
 * MasjidClaimPage is 'Saya pengurus masjid ini' (/masjid/:slug/klaim): a signed-in user asks the
 * admins to make them an editor of the masjid, with a note on who they are at its DKM.
 */
export function MasjidClaimPage() {
  const { slug = '' } = useParams();
  useDocumentTitle('Saya pengurus masjid ini');
  const masjid = useQuery({
    queryKey: queryKeys.masjidTeam.page(slug),
    queryFn: ({ signal }) => api.get('/masjid/{slug}', { params: { slug }, signal }),
    retry: false,
  });
  const form = useForm<{ note: string }>({ resolver: zodResolver(claimSchema), defaultValues: { note: '' } });
  const send = useMutation({
    mutationFn: (note: string) => masjidTeamApi.claim(slug, note),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) && error.status < 500 ? error.message : TEAM_MESSAGES.actionFailed),
  });
  const name = masjid.data?.masjid.name ?? '';
  const error = form.formState.errors.note?.message;
  return (
    <section className="flex flex-col gap-4 py-2">
      <Link to={`/masjid/${slug}`} className="flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-emerald-800">
        <ArrowLeft aria-hidden className="size-4" />
        Halaman masjid
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Saya pengurus masjid ini</h1>
        {name && <p className="text-stone-700">{name}</p>}
      </div>
      {masjid.error && isApiError(masjid.error) && masjid.error.status === 404 ? (
        <p role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {masjid.error.message}
        </p>
      ) : send.isSuccess ? (
        <div role="status" className="flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="flex items-center gap-2 font-semibold">
            <BadgeCheck aria-hidden className="size-5" />
            {send.data.message}
          </p>
          <p className="text-sm">Admin akan meninjau permintaan Anda. Setelah disetujui, Anda dapat mengelola halaman masjid ini.</p>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          onSubmit={(e) => void form.handleSubmit((v) => send.mutate(v.note))(e)}
        >
          <p className="text-sm text-stone-700">
            Pengurus (DKM/takmir) dapat mengubah data masjid dan memposting kajiannya tanpa antrean persetujuan. Ceritakan peran
            Anda agar admin dapat memeriksanya.
          </p>
          <Field id="claim-note" label="Catatan untuk admin" error={error} hint="Opsional, maksimal 1.000 karakter.">
            <TextArea
              id="claim-note"
              rows={4}
              maxLength={1000}
              placeholder="Contoh: Saya sekretaris DKM, nomor WhatsApp 0812..."
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('claim-note', error, true)}
              {...form.register('note')}
            />
          </Field>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Mengirim...' : 'Kirim Permintaan'}
          </Button>
        </form>
      )}
    </section>
  );
}
