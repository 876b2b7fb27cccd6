import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { authApi } from '@/features/auth/api/auth-api';
import { PASSWORD_CHANGE_FAILED, ResetLinkProblem } from '@/features/auth/components/reset-link-problem';
import {
  apiLinkError,
  linkErrorFrom,
  REDIRECT_DELAY_MS,
  resetFailureState,
  type ResetState,
} from '@/features/auth/lib/link-states';
import { newPasswordSchema, type NewPasswordValues } from '@/features/auth/lib/schemas';
import { forgetWelcome } from '@/features/auth/lib/welcome';
import { isApiError } from '@/lib/api-client';
import { sessionKey, VISITOR_SESSION } from '@/lib/session';

export const PASSWORD_CHANGED = 'Password berhasil diubah!';

function initialState(token: string | null, search: URLSearchParams, hash: string): ResetState {
  const arrived = linkErrorFrom(search, hash);
  if (arrived) return resetFailureState(arrived);
  return token ? 'checking' : 'missing';
}

/**
 * ResetPasswordPage: the link's form for a new password, success (then /auth after 3 s),
 * expired (ask for a new link) and error. A link carries ?token=.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = search.get('token');
  const [state, setState] = useState<ResetState>(() => initialState(token, search, location.hash));
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  // Tell an expired link before a new password is typed.
  useEffect(() => {
    if (state !== 'checking' || !token) return;
    let cancelled = false;
    authApi
      .checkResetToken(token)
      .then(() => {
        if (!cancelled) setState('form');
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(resetFailureState(apiLinkError(error)));
      });
    return () => {
      cancelled = true;
    };
  }, [state, token]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => {
      void navigate('/auth', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authApi.resetPassword({ token: token ?? '', ...values });
      // Every session of the account ended with the old password, this one too.
      queryClient.setQueryData(sessionKey, (old: typeof VISITOR_SESSION | undefined) => ({
        ...VISITOR_SESSION,
        google_enabled: old?.google_enabled ?? false,
      }));
      forgetWelcome();
      notify.success(PASSWORD_CHANGED);
      setState('success');
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed') {
        for (const field of ['password', 'password_confirmation'] as const) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
        return;
      }
      if (isApiError(error) && error.status === 429) {
        notify.error(error.message);
        return;
      }
      const next = resetFailureState(apiLinkError(error));
      if (next === 'error') notify.error(PASSWORD_CHANGE_FAILED);
      setState(next);
    }
  });

  if (state === 'checking') {
    return (
      <StandalonePage title="Atur Ulang Password" description="Memeriksa link Anda...">
        <LoadingState className="py-8" />
      </StandalonePage>
    );
  }

  if (state === 'success') {
    return (
      <StandalonePage title="Atur Ulang Password" description="Silakan masuk dengan password baru Anda.">
        <div className="mt-6 flex flex-col gap-4 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheck aria-hidden className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-emerald-800">{PASSWORD_CHANGED}</h2>
          <p className="text-stone-600">Anda akan diarahkan ke halaman masuk dalam 3 detik...</p>
          <Button asChild size="lg">
            <Link to="/auth" replace>
              Masuk Sekarang
            </Link>
          </Button>
        </div>
      </StandalonePage>
    );
  }

  if (state === 'missing' || state === 'expired' || state === 'error') {
    return <ResetLinkProblem problem={state} />;
  }

  return (
    <StandalonePage title="Atur Ulang Password" description="Buat password baru untuk akun Anda.">
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <PasswordField
          label="Password Baru"
          autoComplete="new-password"
          placeholder="Minimal 8 karakter"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          autoComplete="new-password"
          placeholder="Ulangi password baru"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Menyimpan...' : 'Simpan Password Baru'}
        </Button>
      </form>
    </StandalonePage>
  );
}
