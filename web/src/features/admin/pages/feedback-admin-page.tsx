import { PagePlaceholder } from '@/components/page-placeholder';

export function FeedbackAdminPage() {
  return (
    <PagePlaceholder
      title="Kelola Feedback"
      description="Saran dan masukan dari pengguna akan tampil di sini."
    />
  );
}
