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

/** The server's rules for the address (it stays the authority: it also fetches and reads it). */
const schema = z.object({
  url: z.string().trim().min(1, 'Alamat kalender (iCal) harus diisi').max(2000, 'Alamat kalender terlalu panjang'),
});
type Values = z.infer<typeof schema>;

/**
 * CalendarSourceForm adds an iCal address (the imports page's, or a masjid team's for their
 * masjid): the server fetches it at once and answers with its drafts, which open next, or refuses
 * it (a private address, a page that is not a calendar, a masjid the user does not keep) with the
 * reason on the field.
 */
export function CalendarSourceForm({
  add,
  submitLabel,
  hint,
  className,
}: {
  add: (url: string) => Promise<{ message: string; source: { id: string } }>;
  submitLabel: string;
  hint?: string;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '' } });
  const adding = useMutation({ mutationFn: add });
  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      const saved = await adding.mutateAsync(url);
      notify.success(saved.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
      await navigate(`/impor-kalender/${saved.source.id}`);
    } catch (error) {
      form.setError('url', { message: isApiError(error) ? error.message : 'Gagal menambahkan kalender' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className={className ?? 'flex flex-col gap-3'}>
      <TextField
        label="Alamat kalender (iCal)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        hint={hint}
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <Button type="submit" disabled={adding.isPending}>
        {adding.isPending ? 'Mengambil kalender...' : submitLabel}
      </Button>
    </form>
  );
}
