import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { importApi, importQueries, type CalendarEvent } from '../api/imports-api';
import { ImportDraftCard } from '../components/import-draft-card';
import { SourceSummary, sourceName } from '../components/source-summary';

const STATE_LABELS: Record<string, string> = {
  posting: 'Sedang diposting',
  posted: 'Sudah diposting',
  cancelled: 'Dibatalkan di kalender',
};

/**
 * CalendarSourcePage is one calendar source: its last fetch, counts and error, 'Perbarui
 * sekarang', the drafts to review and post, and the events already posted or cancelled.
 */
export function CalendarSourcePage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(importQueries.detail(id));
  useDocumentTitle(detail.data ? sourceName(detail.data.source) : 'Impor Kalender');
  const refresh = useMutation({
    mutationFn: () => importApi.refresh(id),
    onSuccess: async (saved) => {
      if (saved.source.last_error) notify.error(saved.message);
      else notify.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    },
    onError: (error) => {
      notify.error(isApiError(error) ? error.message : 'Gagal memperbarui kalender');
    },
  });
  if (detail.isPending) return <LoadingState className="py-16" />;
  if (detail.isError) {
    return (
      <p role="alert" className="mx-auto max-w-2xl p-4 text-sm text-red-700">
        {isApiError(detail.error) ? detail.error.message : 'Gagal memuat kalender'}
      </p>
    );
  }
  const { source, events } = detail.data;
  const drafts = events.filter((e) => e.state === 'draft');
  const others = events.filter((e) => e.state !== 'draft');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link to="/impor-kalender" className="flex items-center gap-1 text-sm text-emerald-800">
        <ArrowLeft aria-hidden className="size-4" />
        Impor Kalender
      </Link>
      <header className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <h1 className="text-lg font-bold break-all text-stone-900">{sourceName(source)}</h1>
        <p className="text-xs break-all text-stone-500">{source.url}</p>
        <SourceSummary source={source} />
        <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
          {refresh.isPending ? 'Memperbarui...' : 'Perbarui sekarang'}
        </Button>
      </header>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-stone-900">Draf untuk diperiksa ({drafts.length})</h2>
        {drafts.length === 0 ? (
          <p className="text-sm text-stone-600">Tidak ada draf. Kajian baru di kalender akan muncul di sini.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {drafts.map((e) => (
              <ImportDraftCard key={e.id} sourceId={source.id} event={e} />
            ))}
          </ol>
        )}
      </section>
      {others.length > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="font-semibold text-stone-900">Sudah diproses ({others.length})</h2>
          <ul className="flex flex-col gap-2">
            {others.map((e) => (
              <DoneRow key={e.id} event={e} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function DoneRow({ event }: { event: CalendarEvent }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 text-sm">
      <span className="text-stone-800">{event.extraction.title}</span>
      <span className="shrink-0 text-xs text-stone-600">{STATE_LABELS[event.state] ?? event.state}</span>
    </li>
  );
}
