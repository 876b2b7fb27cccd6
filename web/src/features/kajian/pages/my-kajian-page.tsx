import { PagePlaceholder } from '@/components/page-placeholder';

export function MyKajianPage() {
  return (
    <PagePlaceholder
      title="Kajian Saya"
      description="Kajian yang Anda posting akan tampil di sini."
    />
  );
}
