import { StandalonePage } from '@/components/standalone-page';

export function VerifyEmailPage() {
  return (
    <StandalonePage
      title="Verifikasi Email"
      description="Status verifikasi email Anda akan tampil di sini."
    />
  );
}
