import { PagePlaceholder } from '@/components/page-placeholder';

export function JournalDetailPage() {
  return (
    <PagePlaceholder
      title="Detail Catatan"
      description="Isi catatan kajian ini akan tampil di sini."
    />
  );
}
