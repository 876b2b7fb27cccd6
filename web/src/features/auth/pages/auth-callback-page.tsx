import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { authApi } from '@/features/auth/api/auth-api';
import { GOOGLE_FAILED } from '@/features/auth/components/google-button';
import { safeNext } from '@/features/auth/lib/link-states';
import { announceWelcome } from '@/features/auth/lib/welcome';
import { isApiError } from '@/lib/api-client';
import { sessionKey, type Session } from '@/lib/session';

/**
 * AuthCallbackPage finishes Google sign-in: the server checks the state (and that this browser
 * started the sign-in: its HttpOnly sign-in cookie, sent with this same-origin call), trades the code and
 * creates the account and profile on the first sign-in; then back to where the user started,
 * or to /auth with 'Gagal masuk dengan Google'.
 */
export function AuthCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // the code works once; StrictMode runs effects twice
    started.current = true;
    const input = { state: search.get('state') ?? '', code: search.get('code') ?? '', error: search.get('error') ?? '' };
    authApi
      .googleCallback(input)
      .then((res) => {
        const session: Session = { user: res.user, profile: res.profile, google_enabled: res.google_enabled };
        queryClient.setQueryData(sessionKey, session);
        if (res.user) {
          announceWelcome({ userId: res.user.id, method: 'google', emailConfirmedAt: null });
        }
        void navigate(safeNext(res.return_to), { replace: true });
      })
      .catch((error: unknown) => {
        notify.error(isApiError(error) && error.message ? error.message : GOOGLE_FAILED);
        void navigate('/auth', { replace: true });
      });
  }, [search, navigate, queryClient]);

  return (
    <StandalonePage title="Menyelesaikan Proses Masuk" description="Mohon tunggu sebentar...">
      <LoadingState className="py-8" />
    </StandalonePage>
  );
}
