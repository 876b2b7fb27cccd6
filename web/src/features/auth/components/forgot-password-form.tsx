import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { useForgotPassword } from '@/features/auth/hooks/use-auth-mutations';
import { forgotSchema, type ForgotValues } from '@/features/auth/lib/schemas';
import { isApiError } from '@/lib/api-client';

export const RESET_SENT = 'Link reset password telah dikirim ke email Anda!';
export const RESET_MAIL_FAILED = 'Gagal mengirim email reset password';

/**
 * ForgotPasswordForm asks for a reset link; the answer is the same for any address. The reset
 * page uses it again to send a new link ('Kirim ulang link reset') where the old one failed.
 */
export function ForgotPasswordForm({
  initialEmail,
  submitLabel = 'Kirim Link Reset Password',
}: {
  initialEmail: string;
  submitLabel?: string;
}) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const sent = await forgot.mutateAsync(email);
      setSentTo(sent.email);
      notify.success(RESET_SENT);
    } catch (error) {
      notify.error(isApiError(error) && error.status === 429 ? error.message : RESET_MAIL_FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-stone-600">
        Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="nama@email.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {sentTo && (
        <p role="status" className="flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <MailCheck aria-hidden className="size-5 shrink-0" />
          <span>
            Jika <strong className="[overflow-wrap:anywhere]">{sentTo}</strong> terdaftar, link reset password sudah
            dikirim. Link berlaku 1 jam.
          </span>
        </p>
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Mengirim...' : submitLabel}
      </Button>
    </form>
  );
}
