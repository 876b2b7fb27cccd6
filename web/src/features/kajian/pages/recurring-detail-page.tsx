import { PagePlaceholder } from '@/components/page-placeholder';

export function RecurringDetailPage() {
  return (
    <PagePlaceholder
      title="Kajian Rutin"
      description="Jadwal dan informasi kajian rutin ini akan tampil di sini."
    />
  );
}
