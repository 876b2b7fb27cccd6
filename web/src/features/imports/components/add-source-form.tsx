import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { importApi } from '../api/imports-api';

/** The server's rules for the address (it stays the authority: it also fetches and reads it). */
const schema = z.object({
  url: z.string().trim().min(1, 'Alamat kalender (iCal) harus diisi').max(2000, 'Alamat kalender terlalu panjang'),
});
type Values = z.infer<typeof schema>;

/**
 * AddSourceForm adds an iCal address: the server fetches it at once and answers with its drafts,
 * or refuses it (a private address, a page that is not a calendar) with the reason on the field.
 */
export function AddSourceForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '' } });
  const add = useMutation({ mutationFn: (url: string) => importApi.add(url) });
  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      const saved = await add.mutateAsync(url);
      notify.success(saved.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
      await navigate(`/impor-kalender/${saved.source.id}`);
    } catch (error) {
      form.setError('url', { message: isApiError(error) ? error.message : 'Gagal menambahkan kalender' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <TextField
        label="Alamat kalender (iCal)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        hint="Di Google Calendar: Setelan kalender → Alamat publik dalam format iCal."
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Mengambil kalender...' : 'Tambah Kalender'}
      </Button>
    </form>
  );
}
