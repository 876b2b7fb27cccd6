import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  ADMIN_REPORT_MESSAGES,
  EMPTY_REPORT_QUERY,
  adminReportApi,
  adminReportQueries,
  type Report,
  type ReportAction,
  type ReportQuery,
} from '../api/reports-api';
import { ReportCard } from '../components/reports/report-card';
import { ReportFilters } from '../components/reports/report-filters';

/** Cancelling and deleting change what everyone sees: they ask first. */
interface Asked {
  report: Report;
  action: 'cancel' | 'delete';
}

/**
 * ReportsAdminPage is 'Laporan': the sessions people reported, filtered by status and reason,
 * each handled by editing, cancelling or deleting the session, or by dismissing the report.
 */
export function ReportsAdminPage() {
  useDocumentTitle('Laporan');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ReportQuery>(EMPTY_REPORT_QUERY);
  const list = useQuery(adminReportQueries.list(query));
  const [asked, setAsked] = useState<Asked | null>(null);
  const resolve = useMutation({
    mutationFn: ({ report, action }: { report: Report; action: ReportAction }) => adminReportApi.resolve(report.id, action),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setAsked(null);
      await Promise.all(
        [adminReportQueries.all, queryKeys.admin.dashboard, queryKeys.admin.sessions.all, queryKeys.home.all, queryKeys.kajian.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status < 500 && error.status !== 0 ? error.message : ADMIN_REPORT_MESSAGES.resolveFailed);
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: adminReportQueries.all });
    },
  });
  const onAction = (report: Report, action: ReportAction) => {
    if (action === 'cancel' || action === 'delete') setAsked({ report, action });
    else resolve.mutate({ report, action });
  };
  const data = list.data;
  const title = asked?.report.session_title ?? '';
  return (
    <section className="flex flex-col gap-4 py-2">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Laporan</h1>
        {data && <p className="text-stone-600">{data.total} laporan</p>}
      </div>
      <ReportFilters query={query} onChange={setQuery} />
      <QueryStates
        query={list}
        loadingLabel="Memuat laporan..."
        errorText={ADMIN_REPORT_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={Inbox}>
            <p className="font-semibold text-stone-800">Tidak ada laporan</p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul aria-label="Daftar laporan" className="flex flex-col gap-3">
              {data.items.map((r) => (
                <ReportCard key={r.id} report={r} busy={resolve.isPending} onAction={onAction} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => {
                setQuery({ ...query, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.action === 'delete' ? 'Hapus Kajian?' : 'Batalkan Kajian?'}
        description={
          asked?.action === 'delete' ? ADMIN_REPORT_MESSAGES.confirmDelete(title) : ADMIN_REPORT_MESSAGES.confirmCancel(title)
        }
        confirmLabel={asked?.action === 'delete' ? 'Hapus Kajian' : 'Batalkan Kajian'}
        busyLabel={asked?.action === 'delete' ? 'Menghapus...' : 'Membatalkan...'}
        busy={resolve.isPending}
        onConfirm={() => {
          if (asked) resolve.mutate(asked);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
