import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { postingApi } from '../api/posting-api';
import { ModerationBanner } from '../components/banners';
import { PostingForm } from '../components/posting-form';
import { emptyPosting, toPostingRequest } from '../lib/posting-schema';
import { GEOCODE_FAILED_CREATE, invalidateSessionLists, notifyGeocode } from '../lib/after-save';

/** KajianNewPage is 'Posting Kajian Baru' (/kajian/new). */
export function KajianNewPage() {
  useDocumentTitle('Posting Kajian Baru');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin, isContributor } = useSession();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Posting Kajian Baru</h1>
        <p className="text-stone-600">Bagikan jadwal kajian agar jamaah di sekitar Anda dapat hadir.</p>
      </div>
      <PostingForm
        mode="create"
        defaults={emptyPosting()}
        readUploadedPoster
        failMessage="Gagal membuat kajian"
        onSubmit={async (values) => {
          const saved = await postingApi.create(toPostingRequest(values));
          notifyGeocode(saved.geocode, GEOCODE_FAILED_CREATE);
          notify.success(saved.message);
          await invalidateSessionLists(queryClient);
          void navigate('/my-kajian');
        }}
        onCancel={(posterKey) => {
          // A poster uploaded for a posting that is not made is not kept.
          if (posterKey) void postingApi.removePoster(posterKey).catch(() => undefined);
          void navigate('/');
        }}
      >
        <ModerationBanner admin={isAdmin} contributor={isContributor} />
      </PostingForm>
    </section>
  );
}
