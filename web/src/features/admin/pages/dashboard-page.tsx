import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ChevronRight, ClipboardCheck, Flag, Landmark, MessagesSquare, NotebookText, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DASHBOARD_MESSAGES,
  dashboardApi,
  dashboardQueries,
  type AdminSession,
  type AdminSessionQuery,
} from '../api/dashboard-api';
import { AllSessions } from '../components/dashboard/all-sessions';
import { RecentActivity } from '../components/dashboard/recent-activity';
import { StatCards } from '../components/dashboard/stat-cards';
import { WeeklyChart } from '../components/dashboard/weekly-chart';

function Shortcut({ to, icon: Icon, label, hint }: { to: string; icon: LucideIcon; label: string; hint: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm hover:border-emerald-300 hover:bg-emerald-50"
    >
      <Icon aria-hidden className="size-6 shrink-0 text-emerald-700" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-stone-900">{label}</span>
        <span className="text-sm text-stone-600">{hint}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 text-stone-400" />
    </Link>
  );
}

/** DashboardPage is 'Dashboard Admin': shortcuts, the eight figures, the weekly chart, recent admin actions and every session. */
export function DashboardPage() {
  useDocumentTitle('Dashboard Admin');
  const queryClient = useQueryClient();
  const dashboard = useQuery(dashboardQueries.dashboard());
  const [query, setQuery] = useState<AdminSessionQuery>({ q: '', type: 'all', page: 1 });
  // The search box updates at once; the request waits for the typing to pause (spec §9: 300 ms).
  const q = useDebouncedValue(query.q.trim(), 300);
  const sessions = useQuery(dashboardQueries.sessions({ ...query, q }));
  const [toDelete, setToDelete] = useState<AdminSession | null>(null);
  const remove = useMutation({
    mutationFn: dashboardApi.removeSession,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setToDelete(null);
      await Promise.all(
        [queryKeys.admin.dashboard, queryKeys.admin.sessions.all, queryKeys.admin.approvals, queryKeys.home.all, queryKeys.kajian.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 404 ? error.message : DASHBOARD_MESSAGES.deleteFailed);
      setToDelete(null);
    },
  });
  const d = dashboard.data;
  return (
    <section className="flex flex-col gap-4 py-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Dashboard Admin</h1>
      <nav aria-label="Pintasan admin" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Shortcut
          to="/admin/approvals"
          icon={ClipboardCheck}
          label="Persetujuan Kajian"
          hint={d ? `${d.stats.pending} menunggu` : 'Tinjau kajian baru'}
        />
        <Shortcut to="/admin/journals" icon={NotebookText} label="Kelola Catatan Publik" hint="Moderasi catatan" />
        <Shortcut to="/admin/feedback" icon={MessagesSquare} label="Kelola Feedback" hint="Saran & masukan pengguna" />
        <Shortcut to="/admin/contributors" icon={BadgeCheck} label="Kelola Kontributor" hint="Peran & kajian kontributor" />
        <Shortcut to="/admin/masjid" icon={Landmark} label="Kelola Masjid" hint="Pengurus & verifikasi masjid" />
        <Shortcut
          to="/admin/laporan"
          icon={Flag}
          label="Laporan"
          hint={d ? `${d.stats.open_reports} terbuka` : 'Laporan kajian dari pengguna'}
        />
      </nav>
      <QueryStates query={dashboard} loadingLabel="Memuat dashboard..." errorText={DASHBOARD_MESSAGES.loadFailed}>
        {(d) => (
          <>
            <StatCards stats={d.stats} />
            <div className="grid gap-4 lg:grid-cols-2">
              <WeeklyChart weeks={d.weeks} />
              <RecentActivity entries={d.recent} />
            </div>
          </>
        )}
      </QueryStates>
      <AllSessions query={query} onQuery={setQuery} page={sessions.data} loading={sessions.isPending} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus Kajian?"
        description={
          toDelete
            ? `Kajian \u201c${toDelete.title}\u201d akan dihapus permanen beserta data kehadirannya. Pemilik kajian akan diberi tahu melalui email.`
            : ''
        }
        confirmLabel="Hapus Kajian"
        busyLabel="Menghapus..."
        busy={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
        }}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
