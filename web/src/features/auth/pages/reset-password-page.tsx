import { StandalonePage } from '@/components/standalone-page';

export function ResetPasswordPage() {
  return (
    <StandalonePage
      title="Atur Ulang Password"
      description="Formulir untuk membuat password baru akan tersedia di sini."
    />
  );
}
