import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField, PasswordField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { useSignUp } from '@/features/auth/hooks/use-auth-mutations';
import { signUpSchema, type SignUpValues } from '@/features/auth/lib/schemas';
import { isApiError } from '@/lib/api-client';

const FIELDS = ['full_name', 'email', 'password', 'phone'] as const;

/** SignUpForm registers an account; the page then waits for the verification e-mail. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { full_name: '', email: '', password: '', phone: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await signUp.mutateAsync({
        full_name: values.full_name,
        email: values.email,
        password: values.password,
        ...(values.phone ? { phone: values.phone } : {}),
      });
      notify.success('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.');
      onSignedUp(sent.email);
    } catch (error) {
      if (isApiError(error)) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
        notify.error(error.message || 'Terjadi kesalahan');
        return;
      }
      notify.error('Terjadi kesalahan');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Nama Lengkap"
        autoComplete="name"
        placeholder="Nama lengkap Anda"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
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
        autoComplete="new-password"
        placeholder="Minimal 8 karakter"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Nomor WhatsApp (opsional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="08xxxxxxxxxx"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Memproses...' : 'Daftar'}
      </Button>
    </form>
  );
}
