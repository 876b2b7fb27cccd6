import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { masjidTeamApi, masjidTeamQueries, TEAM_MESSAGES, type MasjidSummary } from '../api/masjid-team-api';

const editorSchema = z.object({ email: z.string().trim().min(1, TEAM_MESSAGES.emailRequired) });

/**
 * MasjidTeamPanel is one masjid at the admins' desk: its verification and its editors, added by
 * e-mail and removed (both logged by the server).
 */
export function MasjidTeamPanel({ masjid }: { masjid: MasjidSummary }) {
  const slug = masjid.slug;
  const queryClient = useQueryClient();
  const editors = useQuery(masjidTeamQueries.editors(slug));
  const form = useForm<{ email: string }>({ resolver: zodResolver(editorSchema), defaultValues: { email: '' } });
  const fail = (error: Error) => notify.error(isApiError(error) && error.status < 500 ? error.message : TEAM_MESSAGES.actionFailed);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.masjidTeam.editors(slug) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.masjidTeam.all }),
    ]);
  // Shown at once; a refused change puts it back.
  const [verified, setVerified] = useState(masjid.verified);
  const verify = useMutation({
    mutationFn: (next: boolean) => masjidTeamApi.setVerified(slug, next),
    onSuccess: async (a) => {
      notify.success(a.message);
      await refresh();
    },
    onError: (error, next) => {
      setVerified(!next);
      fail(error);
    },
  });
  const add = useMutation({
    mutationFn: (email: string) => masjidTeamApi.addEditor(slug, email),
    onSuccess: async (a) => {
      notify.success(a.message);
      form.reset();
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.field === 'email') form.setError('email', { message: error.message });
      fail(error);
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => masjidTeamApi.removeEditor(slug, userId),
    onSuccess: async (a) => {
      notify.success(a.message);
      await refresh();
    },
    onError: fail,
  });
  return (
    <section aria-label={`Tim ${masjid.name}`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-0.5">
        <h3 className="font-semibold text-stone-900">{masjid.name}</h3>
        <p className="text-sm text-stone-600">{[masjid.address, masjid.region].filter(Boolean).join(', ')}</p>
      </div>
      <label className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-300 px-3 has-checked:border-emerald-600 has-checked:bg-emerald-50">
        <input
          type="checkbox"
          className="size-5 accent-emerald-700"
          checked={verified}
          disabled={verify.isPending}
          onChange={(e) => {
            setVerified(e.target.checked);
            verify.mutate(e.target.checked);
          }}
        />
        <BadgeCheck aria-hidden className="size-5 text-emerald-700" />
        <span className="font-medium text-stone-800">Masjid terverifikasi</span>
      </label>
      <h4 className="text-sm font-semibold text-stone-800">Pengurus</h4>
      <QueryStates query={editors} loadingLabel="Memuat pengurus..." loadingClassName="py-4" errorText={TEAM_MESSAGES.loadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-stone-600">Belum ada pengurus.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100">
              {data.items.map((e) => (
                <li key={e.user_id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                    <span className="font-medium text-stone-900">{e.full_name || 'Tanpa nama'}</span>
                    <span className="block text-stone-600">{e.email}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(e.user_id)}
                    aria-label={`Hapus ${e.email} dari pengurus`}
                  >
                    <Trash2 aria-hidden />
                    Hapus
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
      <form noValidate className="flex flex-col gap-2" onSubmit={(e) => void form.handleSubmit((v) => add.mutate(v.email))(e)}>
        <TextField
          id={`editor-email-${slug}`}
          label="Tambah pengurus (email akun)"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="nama@contoh.id"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" variant="secondary" size="sm" className="self-start" disabled={add.isPending}>
          <UserPlus aria-hidden />
          Tambah Pengurus
        </Button>
      </form>
    </section>
  );
}
