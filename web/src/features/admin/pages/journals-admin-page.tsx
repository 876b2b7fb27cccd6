import { PagePlaceholder } from '@/components/page-placeholder';

export function JournalsAdminPage() {
  return (
    <PagePlaceholder
      title="Kelola Catatan Publik"
      description="Catatan kajian publik untuk dimoderasi akan tampil di sini."
    />
  );
}
