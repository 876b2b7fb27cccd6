import { PagePlaceholder } from '@/components/page-placeholder';

export function ApprovalsPage() {
  return (
    <PagePlaceholder
      title="Persetujuan Kajian"
      description="Kajian yang menunggu persetujuan akan tampil di sini."
    />
  );
}
