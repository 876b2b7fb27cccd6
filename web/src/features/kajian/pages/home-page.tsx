import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  useDocumentTitle(); // the home page's tab title is the product name alone
  return (
    <section className="flex max-w-2xl flex-col gap-3 py-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Jadwal Kajian</h1>
      <p className="text-stone-600">
        Daftar kajian insidental dan rutin di sekitar Anda akan tampil di sini.
      </p>
    </section>
  );
}
