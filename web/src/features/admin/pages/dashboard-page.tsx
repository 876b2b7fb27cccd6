import { PagePlaceholder } from '@/components/page-placeholder';

export function DashboardPage() {
  return (
    <PagePlaceholder
      title="Dashboard Admin"
      description="Statistik dan daftar semua kajian akan tampil di sini."
    />
  );
}
