import { PagePlaceholder } from '@/components/page-placeholder';

export function JournalEditPage() {
  return (
    <PagePlaceholder
      title="Edit Catatan"
      description="Formulir untuk mengubah catatan ini akan tersedia di sini."
    />
  );
}
