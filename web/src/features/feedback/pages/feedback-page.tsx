import { PagePlaceholder } from '@/components/page-placeholder';

export function FeedbackPage() {
  return (
    <PagePlaceholder
      title="Saran & Masukan"
      description="Formulir untuk mengirim saran dan masukan akan tersedia di sini."
    />
  );
}
