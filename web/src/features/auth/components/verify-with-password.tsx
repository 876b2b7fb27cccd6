import { KeyRound } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/text-field';
import { authApi, type VerifiedSession } from '@/features/auth/api/auth-api';
import { apiLinkError, type LinkError } from '@/features/auth/lib/link-states';
import { isApiError } from '@/lib/api-client';

/**
 * VerifyWithPassword finishes a verification link opened away from the browser that signed up:
 * the link proves the address, and the password chosen at sign-up proves whose sign-up it
 * activates, so nobody's link can activate a password they did not choose.
 */
export function VerifyWithPassword({
  email,
  token,
  onVerified,
  onLinkError,
}: {
  email: string;
  token: string;
  onVerified: (res: VerifiedSession) => void;
  onLinkError: (failure: LinkError) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Password harus diisi');
      return;
    }
    setBusy(true);
    authApi
      .verifyEmail({ email, token, password })
      .then(onVerified)
      .catch((e: unknown) => {
        if (isApiError(e) && (e.code === 'password_mismatch' || e.code === 'password_required')) {
          setError(e.message);
          return;
        }
        onLinkError(apiLinkError(e));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-sky-50 text-sky-700">
        <KeyRound aria-hidden className="size-8" />
      </span>
      <h2 className="text-center text-xl font-bold text-stone-900">Konfirmasi Password</h2>
      <p className="text-center text-stone-700">
        Link ini dibuka di perangkat atau browser lain. Untuk keamanan, masukkan password yang Anda buat saat
        mendaftar{email ? (
          <>
            {' '}dengan <strong className="[overflow-wrap:anywhere]">{email}</strong>
          </>
        ) : null}
        .
      </p>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Memverifikasi...' : 'Aktifkan Akun'}
      </Button>
    </form>
  );
}
