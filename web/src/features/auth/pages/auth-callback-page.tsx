import { StandalonePage } from '@/components/standalone-page';

export function AuthCallbackPage() {
  return (
    <StandalonePage
      title="Menyelesaikan Proses Masuk"
      description="Proses masuk dengan Google akan diselesaikan di sini."
    />
  );
}
