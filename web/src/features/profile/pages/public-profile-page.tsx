import { PagePlaceholder } from '@/components/page-placeholder';

export function PublicProfilePage() {
  return (
    <PagePlaceholder
      title="Profil Pengguna"
      description="Catatan publik dan kajian pengguna ini akan tampil di sini."
    />
  );
}
