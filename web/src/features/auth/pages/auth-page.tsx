import { StandalonePage } from '@/components/standalone-page';

export function AuthPage() {
  return (
    <StandalonePage
      title="Masuk atau Daftar"
      description="Formulir masuk, daftar, dan lupa password akan tersedia di sini."
    />
  );
}
