import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, MailOpen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/query-states';
import { authApi, type VerifiedSession } from '@/features/auth/api/auth-api';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { VerifyWithPassword } from '@/features/auth/components/verify-with-password';
import {
  apiLinkError,
  isJustConfirmed,
  type LinkError,
  linkErrorFrom,
  REDIRECT_DELAY_MS,
  verificationSentAt,
  verifyFailureState,
  type VerifyState,
} from '@/features/auth/lib/link-states';
import { announceWelcome } from '@/features/auth/lib/welcome';
import { sessionKey, useSession, type Session } from '@/lib/session';

function StateIcon({ tone, children }: { tone: 'ok' | 'warn' | 'error' | 'info'; children: ReactNode }) {
  const tones = {
    ok: 'bg-emerald-50 text-emerald-700',
    warn: 'bg-amber-50 text-amber-700',
    error: 'bg-red-50 text-red-700',
    info: 'bg-sky-50 text-sky-700',
  };
  return (
    <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${tones[tone]}`}>{children}</span>
  );
}

/**
 * VerifyEmailPage: pending (waiting for the link, with resend), success (then home after
 * 3 s), expired (a new link can be sent) and error. A link carries ?email=&token=.
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status, session } = useSession();
  const email = search.get('email') ?? session.user?.email ?? '';
  const token = search.get('token');
  const [state, setState] = useState<VerifyState>(() => {
    const arrived = linkErrorFrom(search, location.hash);
    return arrived ? verifyFailureState(arrived) : 'pending';
  });
  const [verifying, setVerifying] = useState(Boolean(token) && state === 'pending');
  // The server refused the link's token (used, superseded or expired).
  const [refused, setRefused] = useState(false);
  const started = useRef(false);
  const sentAt = verificationSentAt(location.state);

  // Opened away from the browser that signed up, the link also asks for the sign-up's password.
  const [needsPassword, setNeedsPassword] = useState(false);
  const verified = useCallback(
    (res: VerifiedSession) => {
    const fresh: Session = { user: res.user, profile: res.profile, google_enabled: res.google_enabled };
    queryClient.setQueryData(sessionKey, fresh);
    if (res.user) {
      announceWelcome({ userId: res.user.id, method: 'password', emailConfirmedAt: res.confirmed_at });
    }
    setNeedsPassword(false);
    if (isJustConfirmed(res.confirmed_at, Date.now())) setState('success');
    else void navigate('/', { replace: true });
    },
    [queryClient, navigate],
  );
  const linkFailed = useCallback((failure: LinkError) => {
    setNeedsPassword(false);
    setRefused(failure.code === 'token_invalid' || failure.code === 'token_expired');
    setState(verifyFailureState(failure));
  }, []);

  // A link with a token: use it (once; StrictMode runs effects twice).
  useEffect(() => {
    if (!token || started.current || state !== 'pending') return;
    started.current = true;
    authApi
      .verifyEmail({ email, token })
      .then(verified)
      .catch((error: unknown) => {
        const failure = apiLinkError(error);
        if (failure.code === 'password_required') setNeedsPassword(true);
        else linkFailed(failure);
      })
      .finally(() => {
        setVerifying(false);
      });
  }, [token, email, state, verified, linkFailed]);

  // No token, signed in and already confirmed: success within 120 s of it, else straight home.
  const [openedAt] = useState(() => Date.now());
  const confirmedAt = !token && status === 'ready' ? session.user?.email_verified_at : null;
  const shown: VerifyState =
    state === 'pending' && confirmedAt && isJustConfirmed(confirmedAt, openedAt) ? 'success' : state;
  useEffect(() => {
    if (state === 'pending' && confirmedAt && !isJustConfirmed(confirmedAt, openedAt)) {
      void navigate('/', { replace: true });
    }
  }, [state, confirmedAt, openedAt, navigate]);

  // A refused link while signed in with this address already confirmed: it was confirmed
  // earlier (the link was used, or a newer one), so straight home (spec §4).
  const linkEmail = search.get('email')?.trim().toLowerCase();
  const confirmedEarlier =
    refused &&
    Boolean(session.user?.email_verified_at) &&
    (!linkEmail || linkEmail === session.user?.email.toLowerCase());
  const awaitingSession = refused && status === 'pending';
  useEffect(() => {
    if (confirmedEarlier) void navigate('/', { replace: true });
  }, [confirmedEarlier, navigate]);

  // Success goes home after 3 s.
  useEffect(() => {
    if (shown !== 'success') return;
    const timer = setTimeout(() => {
      void navigate('/', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [shown, navigate]);

  if (verifying || awaitingSession || confirmedEarlier) {
    return (
      <StandalonePage title="Verifikasi Email" description="Memverifikasi email Anda...">
        <LoadingState label="Memverifikasi..." className="py-8" />
      </StandalonePage>
    );
  }

  if (needsPassword && token && shown === 'pending') {
    return (
      <StandalonePage title="Verifikasi Email" description="Satu langkah lagi untuk mengaktifkan akun Anda.">
        <VerifyWithPassword email={email} token={token} onVerified={verified} onLinkError={linkFailed} />
      </StandalonePage>
    );
  }

  if (shown === 'success') {
    return (
      <StandalonePage title="Verifikasi Email" description="Akun Anda sudah aktif.">
        <div className="mt-6 flex flex-col gap-4 text-center">
          <StateIcon tone="ok">
            <CircleCheck aria-hidden className="size-8" />
          </StateIcon>
          <h2 className="text-center text-xl font-bold text-stone-900">Email Terverifikasi</h2>
          <p className="font-semibold text-emerald-800">Email berhasil diverifikasi!</p>
          <p className="text-stone-600">Anda akan diarahkan ke beranda dalam 3 detik...</p>
          <Button asChild size="lg">
            <Link to="/" replace>
              Ke Beranda Sekarang
            </Link>
          </Button>
        </div>
      </StandalonePage>
    );
  }

  if (shown === 'expired') {
    return (
      <StandalonePage title="Verifikasi Email" description="Link verifikasi sudah tidak berlaku.">
        <div className="mt-6 flex flex-col gap-4">
          <StateIcon tone="warn">
            <Clock aria-hidden className="size-8" />
          </StateIcon>
          <h2 className="text-center text-xl font-bold text-stone-900">Link Kedaluwarsa</h2>
          <p className="text-center text-stone-700">
            Link verifikasi sudah kedaluwarsa atau sudah digunakan. Kirim ulang email verifikasi
            {email ? (
              <>
                {' '}ke <strong className="[overflow-wrap:anywhere]">{email}</strong>
              </>
            ) : null}{' '}
            untuk mendapatkan link baru.
          </p>
          <ResendVerification email={email} sentAt={sentAt} />
          <Button asChild variant="ghost">
            <Link to="/auth">Kembali ke halaman masuk</Link>
          </Button>
        </div>
      </StandalonePage>
    );
  }

  if (shown === 'error') {
    return (
      <StandalonePage title="Verifikasi Email" description="Terjadi kesalahan saat memverifikasi email.">
        <div className="mt-6 flex flex-col gap-4">
          <StateIcon tone="error">
            <CircleAlert aria-hidden className="size-8" />
          </StateIcon>
          <h2 className="text-center text-xl font-bold text-stone-900">Verifikasi Gagal</h2>
          <p className="text-center text-stone-700">
            Terjadi kesalahan. Periksa koneksi internet Anda lalu coba lagi, atau minta link baru.
          </p>
          <Button
            size="lg"
            onClick={() => {
              window.location.reload();
            }}
          >
            Coba Lagi
          </Button>
          <ResendVerification email={email} sentAt={sentAt} />
        </div>
      </StandalonePage>
    );
  }

  return (
    <StandalonePage title="Verifikasi Email" description="Satu langkah lagi untuk mengaktifkan akun Anda.">
      <div className="mt-6 flex flex-col gap-4">
        <StateIcon tone="info">
          <MailOpen aria-hidden className="size-8" />
        </StateIcon>
        <h2 className="text-center text-xl font-bold text-stone-900">Cek Email Anda</h2>
        <p className="text-center text-stone-700">
          Kami telah mengirim link verifikasi
          {email ? (
            <>
              {' '}ke <strong className="[overflow-wrap:anywhere]">{email}</strong>
            </>
          ) : null}
          . Buka email tersebut dan klik link untuk mengaktifkan akun Anda.
        </p>
        <p className="text-center text-sm text-stone-500">
          Tidak menerima email? Periksa folder spam, atau kirim ulang.
        </p>
        <ResendVerification email={email} sentAt={sentAt} />
        <Button asChild variant="ghost">
          <Link to="/auth">Kembali ke halaman masuk</Link>
        </Button>
      </div>
    </StandalonePage>
  );
}
