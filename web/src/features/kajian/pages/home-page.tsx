import { PagePlaceholder } from '@/components/page-placeholder';

export function HomePage() {
  return (
    <PagePlaceholder
      title="Jadwal Kajian"
      description="Daftar kajian insidental dan rutin di sekitar Anda akan tampil di sini."
    />
  );
}
