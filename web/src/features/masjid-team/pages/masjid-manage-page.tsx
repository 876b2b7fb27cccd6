import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { masjidTeamApi, masjidTeamQueries, TEAM_MESSAGES, type MasjidFormValues } from '../api/masjid-team-api';
import { MasjidCalendars } from '../components/masjid-calendars';
import { MasjidDetailsForm } from '../components/masjid-details-form';
import { MasjidReports } from '../components/masjid-reports';

/**
 * MasjidManagePage is 'Kelola masjid' (/masjid/:slug/kelola): the masjid's editors and admins
 * edit its details. Anyone else gets the server's 403 message; the server decides.
 */
export function MasjidManagePage() {
  const { slug = '' } = useParams();
  useDocumentTitle('Kelola Masjid');
  const queryClient = useQueryClient();
  const form = useQuery({ ...masjidTeamQueries.form(slug), retry: false });
  const save = useMutation({
    mutationFn: (values: MasjidFormValues) => masjidTeamApi.save(slug, values),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      queryClient.setQueryData(queryKeys.masjidTeam.form(slug), answer.masjid);
      await queryClient.invalidateQueries({ queryKey: ['masjid'] });
    },
  });
  const onSubmit = async (values: MasjidFormValues) => {
    try {
      await save.mutateAsync(values);
      return null;
    } catch (error) {
      notify.error(isApiError(error) && error.status < 500 ? error.message : TEAM_MESSAGES.saveFailed);
      return isApiError(error) ? { ...error.fields, ...(error.field ? { [error.field]: error.message } : {}) } : null;
    }
  };
  const back = (
    <Link to={`/masjid/${slug}`} className="flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-emerald-800">
      <ArrowLeft aria-hidden className="size-4" />
      Halaman masjid
    </Link>
  );
  if (form.isPending) return <LoadingState label="Memuat data masjid..." />;
  if (form.error) {
    const refused = isApiError(form.error) && form.error.status < 500;
    return (
      <section className="flex flex-col gap-4 py-2">
        {back}
        <h1 className="text-2xl font-bold text-stone-900">Kelola Masjid</h1>
        {refused ? (
          <p role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {form.error.message}
          </p>
        ) : (
          <ErrorState text={TEAM_MESSAGES.loadFailed} onRetry={() => void form.refetch()} />
        )}
      </section>
    );
  }
  const m = form.data;
  return (
    <section className="flex flex-col gap-4 py-2">
      {back}
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kelola Masjid</h1>
        <p className="text-stone-700">
          {m.name}
          {m.region ? ` · ${m.region}` : ''}
        </p>
      </div>
      <MasjidReports slug={m.slug} />
      <MasjidDetailsForm key={m.id} masjid={m} onSubmit={onSubmit} />
      <MasjidCalendars masjidId={m.id} slug={m.slug} />
    </section>
  );
}
