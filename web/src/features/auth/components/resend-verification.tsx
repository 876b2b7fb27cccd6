import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { useResendVerification } from '@/features/auth/hooks/use-auth-mutations';
import { cooldownEndsAt, RESEND_COOLDOWN_S } from '@/features/auth/lib/link-states';
import { isApiError } from '@/lib/api-client';

export const RESENT = 'Email verifikasi telah dikirim ulang!';
export const RESEND_FAILED = 'Gagal mengirim ulang email verifikasi';

/**
 * ResendVerification sends a new verification link, then counts 60 s down before the next.
 * It is blocked while sending, during the countdown, and without an address (spec §5).
 * `sentAt` is when a verification e-mail was last sent (the sign-up's): the countdown runs
 * from it, as the server's cooldown does.
 */
export function ResendVerification({ email, sentAt }: { email: string; sentAt?: number | null }) {
  const resend = useResendVerification();
  const { remaining, start } = useCountdown(cooldownEndsAt(sentAt));
  const blocked = resend.isPending || remaining > 0 || email.trim() === '';

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="lg"
        disabled={blocked}
        onClick={() => {
          resend.mutate(email, {
            onSuccess: () => {
              notify.success(RESENT);
              start(RESEND_COOLDOWN_S);
            },
            onError: (error) => {
              if (isApiError(error) && error.status === 429) {
                notify.error(error.message);
                const seconds = /(\d+) detik/.exec(error.message)?.[1];
                start(seconds ? Number(seconds) : RESEND_COOLDOWN_S);
                return;
              }
              notify.error(RESEND_FAILED);
            },
          });
        }}
      >
        {resend.isPending
          ? 'Mengirim...'
          : remaining > 0
            ? `Kirim ulang dalam ${String(remaining)} detik`
            : 'Kirim Ulang Email Verifikasi'}
      </Button>
      {email.trim() === '' && (
        <p className="text-center text-sm text-stone-500">
          Alamat email tidak diketahui. Silakan daftar atau masuk kembali.
        </p>
      )}
    </div>
  );
}
