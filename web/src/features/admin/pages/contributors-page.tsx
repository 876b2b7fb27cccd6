import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  CONTRIBUTOR_MESSAGES,
  contributorApi,
  contributorQueries,
  type DirectPublication,
  type RoleValues,
} from '../api/contributors-api';
import { ContributionsList } from '../components/contributors/contributions-list';
import { RoleForm } from '../components/contributors/role-form';

/** ContributorsPage is 'Kelola Kontributor': the role form and what contributors published directly, with its undo. */
export function ContributorsPage() {
  useDocumentTitle('Kelola Kontributor');
  const queryClient = useQueryClient();
  const publications = useQuery(contributorQueries.publications());
  const [toUndo, setToUndo] = useState<DirectPublication | null>(null);
  const refresh = (keys: readonly (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const setRole = useMutation({
    mutationFn: contributorApi.setRole,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await refresh([queryKeys.admin.dashboard]);
    },
    onError: (error) => notify.error(isApiError(error) && error.status < 500 ? error.message : CONTRIBUTOR_MESSAGES.roleFailed),
  });
  const unpublish = useMutation({
    mutationFn: contributorApi.unpublish,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setToUndo(null);
      await refresh([
        queryKeys.admin.contributions,
        queryKeys.admin.dashboard,
        queryKeys.admin.approvals,
        queryKeys.home.all,
        queryKeys.kajian.all,
      ]);
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status < 500 ? error.message : CONTRIBUTOR_MESSAGES.unpublishFailed);
      setToUndo(null);
      void refresh([queryKeys.admin.contributions]);
    },
  });

  const onRole = async (values: RoleValues) => {
    try {
      await setRole.mutateAsync(values);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <section className="flex flex-col gap-4 py-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kelola Kontributor</h1>
      <RoleForm onSubmit={onRole} />
      <section aria-labelledby="contributions-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="contributions-title" className="font-semibold text-stone-900">
            Kajian dari Kontributor
          </h2>
          <p className="text-sm text-stone-600">
            Kajian ini tampil tanpa persetujuan. Kembalikan ke antrean untuk meninjaunya di Persetujuan Kajian.
          </p>
        </div>
        <QueryStates
          query={publications}
          loadingLabel="Memuat kajian kontributor..."
          loadingClassName="py-8"
          errorText={CONTRIBUTOR_MESSAGES.loadFailed}
        >
          {(data) => (
          <ContributionsList
            items={data.items}
            busyId={unpublish.isPending && toUndo ? toUndo.log_id : null}
            onUnpublish={setToUndo}
          />
          )}
        </QueryStates>
      </section>
      <ConfirmDialog
        open={toUndo !== null}
        title="Kembalikan ke Antrean?"
        description={
          toUndo
            ? `Kajian \u201c${toUndo.title}\u201d tidak lagi tampil dan menunggu persetujuan admin. Jamaah yang sudah hadir akan diberi tahu.`
            : ''
        }
        confirmLabel="Kembalikan ke Antrean"
        busyLabel="Mengembalikan..."
        tone="primary"
        busy={unpublish.isPending}
        onConfirm={() => {
          if (toUndo) unpublish.mutate(toUndo);
        }}
        onCancel={() => setToUndo(null)}
      />
    </section>
  );
}
