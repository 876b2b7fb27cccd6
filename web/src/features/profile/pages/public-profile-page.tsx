import { useQuery } from '@tanstack/react-query';
import { House, UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/query-states';
import { profileQueries } from '@/features/profile/api/profile-api';
import { ProfileKajianTab } from '@/features/profile/components/profile-kajian-tab';
import { ProfileNotesTab } from '@/features/profile/components/profile-notes-tab';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';


/** PublicProfilePage: a user's name (never their role: who the admins are is not everyone's to know), and tabs 'Catatan' and 'Kajian'. */
export function PublicProfilePage() {
  const { userId = '' } = useParams();
  const query = useQuery(profileQueries.public(userId));
  useDocumentTitle(query.data?.full_name ?? (query.isError ? 'Profil tidak ditemukan' : 'Profil Pengguna'));

  if (query.isPending) {
    return <LoadingState label="Memuat profil..." className="py-16" />;
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-600">
          <UserRoundX aria-hidden className="size-8" />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">
          {notFound ? 'Profil tidak ditemukan' : 'Gagal memuat profil'}
        </h1>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden />
            Kembali ke Beranda
          </Link>
        </Button>
      </section>
    );
  }

  const profile = query.data;
  return (
    <section className="flex flex-col gap-5 py-2">
      <header className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xl font-bold text-emerald-800">
          {profile.full_name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900 [overflow-wrap:anywhere]">{profile.full_name}</h1>
        </div>
      </header>
      <Tabs defaultValue="catatan" className="flex flex-col gap-4">
        <TabsList aria-label="Isi profil">
          <TabsTrigger value="catatan">Catatan</TabsTrigger>
          <TabsTrigger value="kajian">Kajian</TabsTrigger>
        </TabsList>
        <TabsContent value="catatan">
          <ProfileNotesTab userId={profile.id} />
        </TabsContent>
        <TabsContent value="kajian">
          <ProfileKajianTab userId={profile.id} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
