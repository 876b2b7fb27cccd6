import { PagePlaceholder } from '@/components/page-placeholder';

export function KajianNewPage() {
  return (
    <PagePlaceholder
      title="Posting Kajian Baru"
      description="Formulir untuk membagikan jadwal kajian akan tersedia di sini."
    />
  );
}
