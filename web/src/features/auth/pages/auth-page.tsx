import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { LoadingState } from '@/components/ui/query-states';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { safeNext, type VerifyEmailNavState } from '@/features/auth/lib/link-states';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

export type AuthMode = 'signin' | 'signup' | 'forgot';

const COPY: Record<AuthMode, { title: string; description: string }> = {
  signin: { title: 'Masuk atau Daftar', description: 'Masuk untuk konfirmasi kehadiran, posting kajian, dan mencatat ilmu.' },
  signup: { title: 'Masuk atau Daftar', description: 'Buat akun untuk ikut kajian dan menyimpan catatan Anda.' },
  forgot: { title: 'Lupa Password', description: 'Kami bantu Anda membuat password baru.' },
};

/** The origin a route guard remembers in the navigation state (it also passes ?next=). */
interface RedirectState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** nextOf is where to go after signing in: ?next=, the guard's remembered origin, or '/'. */
function nextOf(search: URLSearchParams, state: unknown): string {
  const fromQuery = search.get('next');
  if (fromQuery) return safeNext(fromQuery);
  const from = (state as RedirectState | null)?.from;
  if (from?.pathname) return safeNext(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  return '/';
}

/** AuthPage: sign in, sign up, forgot password and Google sign-in, then back to the origin. */
export function AuthPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, isSignedIn, session } = useSession();
  const initial = search.get('mode');
  const [mode, setMode] = useState<AuthMode>(initial === 'signup' || initial === 'forgot' ? initial : 'signin');
  const [forgotEmail, setForgotEmail] = useState('');
  const [justSignedIn, setJustSignedIn] = useState(false);
  const next = nextOf(search, location.state);
  const copy = COPY[mode];

  if (status === 'pending') {
    return (
      <StandalonePage title={copy.title} description={copy.description}>
        <LoadingState className="py-8" />
      </StandalonePage>
    );
  }
  // Already signed in (and not by this page, which navigates itself): go on.
  if (isSignedIn && !justSignedIn) return <Navigate to={next} replace />;

  return (
    <StandalonePage title={copy.title} description={copy.description}>
      <div className="mt-6 flex flex-col gap-5">
        {mode !== 'forgot' && (
          <div role="tablist" aria-label="Masuk atau daftar" className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
            {(['signin', 'signup'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                onClick={() => {
                  setMode(m);
                }}
                className={cn(
                  'min-h-11 rounded-lg text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600',
                  mode === m ? 'bg-white text-emerald-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                {m === 'signin' ? 'Masuk' : 'Daftar'}
              </button>
            ))}
          </div>
        )}

        {mode === 'signin' && (
          <SignInForm
            onForgot={(email) => {
              setForgotEmail(email);
              setMode('forgot');
            }}
            onSignedIn={() => {
              setJustSignedIn(true);
              void navigate(next, { replace: true });
            }}
          />
        )}
        {mode === 'signup' && (
          <SignUpForm
            onSignedUp={(email) => {
              // The sign-up sent the first verification e-mail: the resend cooldown runs from now.
              const state: VerifyEmailNavState = { verificationSentAt: Date.now() };
              void navigate(`/verify-email?email=${encodeURIComponent(email)}`, { state });
            }}
          />
        )}
        {mode === 'forgot' && <ForgotPasswordForm initialEmail={forgotEmail} />}

        {mode === 'forgot' ? (
          <button
            type="button"
            className="min-h-11 font-medium text-emerald-800 underline-offset-4 hover:underline"
            onClick={() => {
              setMode('signin');
            }}
          >
            Kembali ke halaman masuk
          </button>
        ) : (
          <>
            {/* Without Google configured on the server there is nothing to offer: no button at all. */}
            {session.google_enabled && (
              <>
                <div className="flex items-center gap-3 text-sm text-stone-500" aria-hidden>
                  <span className="h-px flex-1 bg-stone-200" />
                  atau
                  <span className="h-px flex-1 bg-stone-200" />
                </div>
                <GoogleButton next={next} />
              </>
            )}
            <p className="text-center text-stone-600">
              {mode === 'signin' ? 'Belum punya akun? ' : 'Sudah punya akun? '}
              <button
                type="button"
                className="min-h-11 font-semibold text-emerald-800 underline-offset-4 hover:underline"
                onClick={() => {
                  setMode(mode === 'signin' ? 'signup' : 'signin');
                }}
              >
                {mode === 'signin' ? 'Daftar di sini' : 'Masuk di sini'}
              </button>
            </p>
          </>
        )}
      </div>
    </StandalonePage>
  );
}
