import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField, PasswordField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { useSignIn } from '@/features/auth/hooks/use-auth-mutations';
import { signInSchema, type SignInValues } from '@/features/auth/lib/schemas';
import { announceWelcome } from '@/features/auth/lib/welcome';
import { isApiError } from '@/lib/api-client';
import type { Session } from '@/lib/session';

export const LOGIN_FALLBACK = 'Terjadi kesalahan';

/** SignInForm signs in with e-mail and password; an unverified address is offered a new link. */
export function SignInForm({
  onForgot,
  onSignedIn,
}: {
  onForgot: (email: string) => void;
  onSignedIn: (session: Session) => void;
}) {
  const signIn = useSignIn();
  const [unverified, setUnverified] = useState<string | null>(null);
  // The server's refusal ('Email atau password salah') also stays under the form: a toast
  // goes after 3 s, and the user may still be reading or fixing the fields.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverified(null);
    setFailure(null);
    try {
      const session = await signIn.mutateAsync(values);
      if (session.user) {
        announceWelcome({
          userId: session.user.id,
          method: 'password',
          emailConfirmedAt: session.user.email_verified_at,
        });
      }
      onSignedIn(session);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_not_verified') {
        setUnverified(values.email.trim());
        return;
      }
      const message = isApiError(error) && error.message ? error.message : LOGIN_FALLBACK;
      setFailure(message);
      notify.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="nama@email.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Password Anda"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="min-h-11 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
          onClick={() => {
            onForgot(form.getValues('email'));
          }}
        >
          Lupa password?
        </button>
      </div>
      {unverified && (
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p>Email Anda belum diverifikasi. Silakan cek kotak masuk email Anda.</p>
            <Link
              to={`/verify-email?email=${encodeURIComponent(unverified)}`}
              className="font-semibold text-amber-900 underline underline-offset-4"
            >
              Kirim ulang email verifikasi
            </Link>
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Memproses...' : 'Masuk'}
      </Button>
    </form>
  );
}
