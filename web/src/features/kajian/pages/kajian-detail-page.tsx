import { PagePlaceholder } from '@/components/page-placeholder';

export function KajianDetailPage() {
  return (
    <PagePlaceholder
      title="Detail Kajian"
      description="Informasi lengkap kajian ini akan tampil di sini."
    />
  );
}
