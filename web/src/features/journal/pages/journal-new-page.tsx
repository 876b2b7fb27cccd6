import { PagePlaceholder } from '@/components/page-placeholder';

export function JournalNewPage() {
  return (
    <PagePlaceholder
      title="Tambah Catatan"
      description="Formulir untuk mencatat kajian yang Anda hadiri akan tersedia di sini."
    />
  );
}
