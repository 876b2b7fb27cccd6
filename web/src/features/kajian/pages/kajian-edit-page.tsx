import { PagePlaceholder } from '@/components/page-placeholder';

export function KajianEditPage() {
  return (
    <PagePlaceholder
      title="Edit Kajian"
      description="Formulir untuk mengubah kajian ini akan tersedia di sini."
    />
  );
}
