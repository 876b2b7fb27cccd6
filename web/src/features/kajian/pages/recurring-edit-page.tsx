import { PagePlaceholder } from '@/components/page-placeholder';

export function RecurringEditPage() {
  return (
    <PagePlaceholder
      title="Edit Kajian Rutin"
      description="Formulir untuk mengubah kajian rutin ini akan tersedia di sini."
    />
  );
}
