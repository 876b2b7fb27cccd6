import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Pencil, Phone, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import {
  profileKeys,
  profileQueries,
  useProfileMutations,
  type Profile,
} from '@/features/profile/api/profile-api';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { RemindersCard } from '@/features/profile/components/reminders-card';
import { SavedLocation } from '@/features/profile/components/saved-location';
import { isApiError } from '@/lib/api-client';
import { sessionKey, useSession, type Session } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

function reason(error: unknown): string {
  return isApiError(error) ? error.message : 'Terjadi kesalahan';
}

/** roleLabel is how a role reads: 'Administrator', 'Kontributor' or 'Pengguna'. */
export function roleLabel(role: string | undefined): string {
  if (role === 'admin') return 'Administrator';
  return role === 'kontributor' ? 'Kontributor' : 'Pengguna';
}

/**
 * ProfilePage: the signed-in user's profile in view, edit and create modes (create when the
 * account has none), with the role and the saved manual location, which can be cleared.
 */
export function ProfilePage() {
  useDocumentTitle('Profil Saya');
  const { session } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(profileQueries.own());
  const { update, create, clearLocation } = useProfileMutations();
  const [editing, setEditing] = useState(false);

  const missing = isApiError(query.error) && query.error.code === 'profile_missing';

  const clear = () => {
    const before = queryClient.getQueryData<Profile>(profileKeys.own);
    if (!before) return;
    // Shown cleared at once; restored exactly as it was if the server refuses.
    const cleared: Profile = {
      ...before,
      manual_location_city: null,
      manual_location_display_name: null,
      manual_location_latitude: null,
      manual_location_longitude: null,
      manual_location_updated_at: null,
    };
    queryClient.setQueryData(profileKeys.own, cleared);
    clearLocation.mutate(undefined, {
      onSuccess: () => {
        notify.success('Lokasi berhasil dihapus');
      },
      onError: (error) => {
        queryClient.setQueryData(profileKeys.own, before);
        queryClient.setQueryData<Session>(sessionKey, (old) => (old?.user ? { ...old, profile: before } : old));
        notify.error(`Gagal menghapus lokasi: ${reason(error)}`);
      },
    });
  };

  let body;
  if (query.isPending) {
    body = (
      <LoadingState label="Memuat profil..." />
    );
  } else if (missing) {
    body = (
      <Card>
        <CardHeader>
          <CardTitle>Buat Profil</CardTitle>
          <p className="text-stone-600">Akun Anda belum memiliki profil. Lengkapi data berikut.</p>
        </CardHeader>
        <CardContent>
          <ProfileForm
            defaults={{ full_name: '', phone: '' }}
            submitLabel="Buat Profil"
            onSubmit={async (values) => {
              try {
                await create.mutateAsync(values);
                notify.success('Profil berhasil dibuat!');
              } catch (error) {
                notify.error(`Gagal membuat profil: ${reason(error)}`);
              }
            }}
          />
        </CardContent>
      </Card>
    );
  } else if (query.isError) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <p className="text-stone-700">Gagal memuat profil. Periksa koneksi internet Anda.</p>
          <Button
            onClick={() => {
              void query.refetch();
            }}
          >
            Coba Lagi
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const profile = query.data;
    body = (
      <div className="flex flex-col gap-4">
        <Card>
          <div className="flex flex-col gap-3 p-5 pb-0 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-bold text-emerald-800">
                {profile.full_name.trim().charAt(0).toUpperCase() || <UserRound aria-hidden />}
              </span>
              <div className="min-w-0">
                <h2 className="text-xl font-semibold text-stone-900 [overflow-wrap:anywhere]">{profile.full_name}</h2>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <span>Peran: {roleLabel(profile.role)}</span>
                  {profile.role === 'admin' && (
                    <Badge variant="accent">
                      <ShieldCheck aria-hidden className="size-3.5" />
                      Administrator
                    </Badge>
                  )}
                </div>
              </div>
            </div>
            {!editing && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => {
                  setEditing(true);
                }}
              >
                <Pencil aria-hidden />
                Edit Profil
              </Button>
            )}
          </div>
          <CardContent>
            {editing ? (
              <ProfileForm
                defaults={{ full_name: profile.full_name, phone: profile.phone ?? '' }}
                submitLabel="Simpan"
                onCancel={() => {
                  setEditing(false);
                }}
                onSubmit={async (values) => {
                  try {
                    await update.mutateAsync(values);
                    notify.success('Profil berhasil diperbarui!');
                    setEditing(false);
                  } catch {
                    notify.error('Gagal memperbarui profil');
                  }
                }}
              />
            ) : (
              <dl className="grid gap-3">
                <div className="flex items-center gap-3">
                  <dt className="sr-only">Email</dt>
                  <Mail aria-hidden className="size-5 shrink-0 text-stone-400" />
                  <dd className="min-w-0 [overflow-wrap:anywhere] text-stone-800">{session.user?.email}</dd>
                </div>
                <div className="flex items-center gap-3">
                  <dt className="sr-only">Nomor WhatsApp</dt>
                  <Phone aria-hidden className="size-5 shrink-0 text-stone-400" />
                  <dd className="text-stone-800">{profile.phone ?? 'Belum diisi'}</dd>
                </div>
              </dl>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Lokasi Tersimpan</CardTitle>
          </CardHeader>
          <CardContent>
            <SavedLocation profile={profile} clearing={clearLocation.isPending} onClear={clear} />
          </CardContent>
        </Card>
        <RemindersCard />
        <Button asChild variant="link" size="custom" className="min-h-11 gap-2 self-start rounded-xl px-1 text-base">
          <Link to={`/profile/${profile.id}`}>Lihat profil publik saya</Link>
        </Button>
      </div>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <h1 className="text-2xl font-bold text-stone-900">Profil Saya</h1>
      {body}
    </section>
  );
}
