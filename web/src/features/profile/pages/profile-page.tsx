import { PagePlaceholder } from '@/components/page-placeholder';

export function ProfilePage() {
  return (
    <PagePlaceholder
      title="Profil Saya"
      description="Data profil dan lokasi tersimpan Anda akan tampil di sini."
    />
  );
}
