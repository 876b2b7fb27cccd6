import { PagePlaceholder } from '@/components/page-placeholder';

export function PublicJournalsPage() {
  return (
    <PagePlaceholder
      title="Catatan Publik"
      description="Catatan kajian yang dibagikan pengguna akan tampil di sini."
    />
  );
}
