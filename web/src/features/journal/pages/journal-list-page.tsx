import { PagePlaceholder } from '@/components/page-placeholder';

export function JournalListPage() {
  return (
    <PagePlaceholder
      title="Catatan Saya"
      description="Catatan kajian pribadi Anda akan tampil di sini."
    />
  );
}
