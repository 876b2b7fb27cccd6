import { queryKeys } from '@/lib/query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ClipboardCheck, Inbox, Repeat } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { APPROVAL_MESSAGES, approvalApi, approvalQueries, type ApprovalItem } from '../api/approvals-api';
import { ApprovalCard } from '../components/approvals/approval-card';
import { RejectDialog } from '../components/approvals/reject-dialog';

/** ApprovalsPage is 'Persetujuan Kajian': counts and the two lists of waiting sessions. */
export function ApprovalsPage() {
  useDocumentTitle('Persetujuan Kajian');
  const queryClient = useQueryClient();
  const query = useQuery(approvalQueries.list());
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalQueries.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
    ]);

  const approve = useMutation({
    mutationFn: approvalApi.approve,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await refresh();
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 409 ? error.message : APPROVAL_MESSAGES.approveFailed);
      void refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ item, reason }: { item: ApprovalItem; reason: string }) => approvalApi.reject(item, reason),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setRejecting(null);
      await refresh();
    },
    onError: (error) => {
      notify.error(
        isApiError(error) && (error.status === 400 || error.status === 409) ? error.message : APPROVAL_MESSAGES.rejectFailed,
      );
    },
  });

  const data = query.data;
  const busyId = approve.isPending ? approve.variables.id : reject.isPending ? reject.variables.item.id : null;
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
          <ClipboardCheck aria-hidden className="size-7 text-emerald-700" />
          Persetujuan Kajian
        </h1>
        <p className="text-stone-600">
          {data ? `${data.counts.total} kajian menunggu persetujuan` : 'Kajian yang menunggu persetujuan admin'}
        </p>
      </div>

      <QueryStates query={query} loadingClassName="py-16" errorText={APPROVAL_MESSAGES.loadFailed}>
        {(data) => (
          <>
            <div className="grid grid-cols-3 gap-2 sm:gap-3">
              <Count label="Kajian Insidental" value={data.counts.regular} icon={<CalendarDays aria-hidden />} />
              <Count label="Kajian Rutin" value={data.counts.recurring} icon={<Repeat aria-hidden />} />
              <Count label="Total" value={data.counts.total} icon={<Inbox aria-hidden />} accent />
            </div>
            {data.counts.total === 0 ? (
              <EmptyState icon={Inbox} className="gap-2 p-8">
                <p className="font-semibold text-stone-800">{APPROVAL_MESSAGES.emptyTitle}</p>
                <p className="text-sm text-stone-600">{APPROVAL_MESSAGES.emptyHint}</p>
              </EmptyState>
            ) : (
              <>
                <List title="Kajian Insidental Menunggu" items={data.regular} empty="Tidak ada kajian insidental yang menunggu.">
                  {(item) => (
                    <ApprovalCard
                      item={item}
                      busy={busyId === item.id}
                      onApprove={(i) => approve.mutate(i)}
                      onReject={setRejecting}
                    />
                  )}
                </List>
                <List title="Kajian Rutin Menunggu" items={data.recurring} empty="Tidak ada kajian rutin yang menunggu.">
                  {(item) => (
                    <ApprovalCard
                      item={item}
                      busy={busyId === item.id}
                      onApprove={(i) => approve.mutate(i)}
                      onReject={setRejecting}
                    />
                  )}
                </List>
              </>
            )}
          </>
        )}
      </QueryStates>

      <RejectDialog
        key={rejecting?.id ?? 'none'}
        title={rejecting?.title ?? ''}
        open={rejecting !== null}
        busy={reject.isPending}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        onReject={(reason) => {
          if (rejecting) reject.mutate({ item: rejecting, reason });
        }}
      />
    </section>
  );
}

function Count({ label, value, icon, accent }: { label: string; value: number; icon: ReactNode; accent?: boolean }) {
  return (
    <div
      className={
        'flex flex-col gap-1 rounded-2xl border p-3 shadow-sm sm:p-4 ' +
        (accent ? 'border-emerald-200 bg-emerald-50' : 'border-stone-200 bg-white')
      }
    >
      <span className="text-emerald-700 [&_svg]:size-5">{icon}</span>
      <span className="text-2xl font-bold text-stone-900">{value}</span>
      <span className="text-xs leading-tight text-stone-600 sm:text-sm">{label}</span>
    </div>
  );
}

function List({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: ApprovalItem[];
  empty: string;
  children: (item: ApprovalItem) => ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-stone-900">
        {title} <span className="text-stone-500">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-3 py-2.5 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
