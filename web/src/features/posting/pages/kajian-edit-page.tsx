import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { postingApi, postingQueries } from '../api/posting-api';
import { PendingAgainWarning, RejectionNotice } from '../components/banners';
import { PostingForm } from '../components/posting-form';
import { GEOCODE_FAILED_EDIT, invalidateSessionLists, notifyGeocode } from '../lib/after-save';
import { fromPostingEdit, toPostingRequest, type KajianType } from '../lib/posting-schema';

const TEXT = {
  regular: {
    title: 'Edit Kajian',
    notFound: 'Kajian tidak ditemukan',
    loadFailed: 'Gagal memuat data kajian',
    saveFailed: 'Gagal memperbarui kajian',
  },
  recurring: {
    title: 'Edit Kajian Rutin',
    notFound: 'Kajian rutin tidak ditemukan',
    loadFailed: 'Gagal memuat data kajian rutin',
    saveFailed: 'Gagal memperbarui kajian rutin',
  },
} as const;

/**
 * PostingEditPage edits a session of one type for its creator or an admin. Anyone else gets
 * the server's refusal ('Anda tidak memiliki izin untuk mengedit kajian ini') and goes back
 * to /my-kajian, as does a session that is not found.
 */
function PostingEditPage({ type }: { type: KajianType }) {
  const text = TEXT[type];
  useDocumentTitle(text.title);
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(postingQueries.edit(type, slug));

  useEffect(() => {
    if (!query.error) return;
    const error = query.error;
    const message =
      isApiError(error) && error.status === 403
        ? error.message
        : isApiError(error) && error.status === 404
          ? text.notFound
          : text.loadFailed;
    notify.error(message, { id: 'posting-edit-load' });
    void navigate('/my-kajian', { replace: true });
  }, [query.error, navigate, text]);

  const edit = query.data;
  const weekly = type === 'recurring';
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{text.title}</h1>
        {edit && <p className="text-stone-600">{edit.kajian.title}</p>}
      </div>
      {!edit ? (
        <LoadingState label="Memuat data kajian..." className="py-16" />
      ) : (
        <PostingForm
          key={edit.kajian.id}
          mode="edit"
          fixedType
          defaults={fromPostingEdit(edit)}
          initialPoster={edit.poster_key && edit.kajian.poster ? { key: edit.poster_key, preview: edit.kajian.poster.card } : null}
          failMessage={text.saveFailed}
          onSubmit={async (values) => {
            const saved = await postingApi.update(type, slug, toPostingRequest(values));
            notifyGeocode(saved.geocode, GEOCODE_FAILED_EDIT);
            notify.success(saved.message);
            await invalidateSessionLists(queryClient);
            void navigate('/my-kajian');
          }}
          onCancel={(posterKey) => {
            if (posterKey && posterKey !== edit.poster_key) {
              void postingApi.removePoster(posterKey).catch(() => undefined);
            }
            void navigate('/my-kajian');
          }}
          onRemoveSavedHoliday={async (holiday) => {
            if (!holiday.id) return true;
            try {
              await postingApi.removeHoliday(edit.kajian.slug, holiday.id);
              notify.success('Jadwal libur berhasil dihapus');
              return true;
            } catch {
              notify.error('Gagal menghapus jadwal libur');
              return false;
            }
          }}
        >
          {edit.kajian.status === 'rejected' && edit.kajian.rejection_reason && (
            <RejectionNotice reason={edit.kajian.rejection_reason} />
          )}
          {edit.returns_to_pending && <PendingAgainWarning weekly={weekly} />}
        </PostingForm>
      )}
    </section>
  );
}

export function KajianEditPage() {
  return <PostingEditPage type="regular" />;
}

export function RecurringEditPage() {
  return <PostingEditPage type="recurring" />;
}
