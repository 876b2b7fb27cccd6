import { CircleAlert, Clock, Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { Button } from '@/components/ui/button';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const PASSWORD_CHANGE_FAILED = 'Gagal mengubah password';

const PROBLEMS = {
  missing: {
    description: 'Link reset password tidak lengkap.',
    title: 'Link Tidak Lengkap',
    text: 'Link yang dibuka tidak memuat kode reset. Buka lagi link dari email Anda, atau kirim ulang link reset di bawah ini.',
  },
  expired: {
    description: 'Link reset password sudah tidak berlaku.',
    title: 'Link Kedaluwarsa',
    text: 'Link reset password sudah kedaluwarsa atau sudah digunakan. Link hanya berlaku 1 jam dan sekali pakai. Silakan minta link baru.',
  },
  error: {
    description: PASSWORD_CHANGE_FAILED,
    title: 'Terjadi Kesalahan',
    text: 'Periksa koneksi internet Anda lalu coba lagi, atau minta link baru.',
  },
} as const;

/**
 * ResetLinkProblem is the reset page when its link cannot be used: without a token or expired,
 * a new link is asked for right here ('Kirim ulang link reset'); when the link could not be
 * checked, the way to a new one.
 */
export function ResetLinkProblem({ problem }: { problem: keyof typeof PROBLEMS }) {
  const p = PROBLEMS[problem];
  const Icon = problem === 'error' ? CircleAlert : problem === 'expired' ? Clock : Link2Off;
  return (
    <StandalonePage title="Atur Ulang Password" description={p.description}>
      <div className="mt-6 flex flex-col gap-4">
        <span
          className={`mx-auto flex size-16 items-center justify-center rounded-full ${problem === 'error' ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-700'}`}
        >
          <Icon aria-hidden className="size-8" />
        </span>
        <h2 className="text-center text-xl font-bold text-stone-900">{p.title}</h2>
        <p className="text-center text-stone-700">{p.text}</p>
        {problem === 'error' ? (
          <Button asChild size="lg">
            <Link to="/auth?mode=forgot">Minta Link Baru</Link>
          </Button>
        ) : (
          <ForgotPasswordForm initialEmail="" submitLabel="Kirim ulang link reset" />
        )}
        <Button asChild variant="ghost">
          <Link to="/auth">Kembali ke halaman masuk</Link>
        </Button>
      </div>
    </StandalonePage>
  );
}
