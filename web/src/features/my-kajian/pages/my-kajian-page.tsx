import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, QueryStates } from '@/components/ui/query-states';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  MY_KAJIAN_MESSAGES,
  myKajianApi,
  myKajianQueries,
  type MyKajianItem,
  type MyKajianParams,
} from '../api/my-kajian-api';
import { MyKajianCard } from '../components/my-kajian-card';
import { MyKajianFilters, STATUS_OPTIONS, TIME_OPTIONS, TYPE_OPTIONS } from '../components/my-kajian-filters';
import { Pagination } from '@/components/ui/pagination';

/** Spec §9: search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

function oneOf<T extends string>(value: string | null, options: readonly [T, string][], fallback: T): T {
  return options.find(([v]) => v === value)?.[0] ?? fallback;
}

function paramsOf(params: URLSearchParams): MyKajianParams {
  return {
    q: params.get('q') ?? '',
    type: oneOf(params.get('type'), TYPE_OPTIONS, 'all'),
    status: oneOf(params.get('status'), STATUS_OPTIONS, 'all'),
    time: oneOf(params.get('time'), TIME_OPTIONS, 'all'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function searchOf(p: MyKajianParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.type !== 'all') out.set('type', p.type);
  if (p.status !== 'all') out.set('status', p.status);
  if (p.time !== 'all') out.set('time', p.time);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** MyKajianPage is 'Kajian Saya': the user's sessions with search, filters and pages. */
export function MyKajianPage() {
  useDocumentTitle('Kajian Saya');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const current = paramsOf(params);
  const [toDelete, setToDelete] = useState<MyKajianItem | null>(null);

  // Any change of search or filter starts again at page 1. Every change, typing included, goes
  // into the URL at once (an event sees the latest render, so no change undoes another); only
  // the request waits for the typing to pause.
  const update = (patch: Partial<MyKajianParams>) => {
    setParams(searchOf({ ...current, page: 1, ...patch }), { replace: true });
  };
  const q = useDebouncedValue(current.q.trim(), SEARCH_DEBOUNCE_MS);

  const query = useQuery(myKajianQueries.list({ ...current, q }));
  const remove = useMutation({
    mutationFn: myKajianApi.remove,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setToDelete(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myKajianQueries.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
      ]);
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.status === 403 ? error.message : MY_KAJIAN_MESSAGES.deleteFailed);
    },
  });

  const filtered = current.q.trim() !== '' || current.type !== 'all' || current.status !== 'all' || current.time !== 'all';
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kajian Saya</h1>
          <p className="text-stone-600">Kajian yang Anda posting. Waktu ditampilkan dalam WIB.</p>
        </div>
        <Button asChild>
          <Link to="/kajian/new">
            <Plus aria-hidden />
            Posting Kajian
          </Link>
        </Button>
      </div>

      <MyKajianFilters current={current} search={current.q} onSearch={(text) => update({ q: text })} update={update} />

      <QueryStates
        query={query}
        loadingLabel="Memuat kajian Anda..."
        loadingClassName="py-16"
        errorText={MY_KAJIAN_MESSAGES.loadFailed}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState icon={SearchX}>
            {filtered ? (
              <>
                <p className="font-semibold text-stone-800">Tidak ada kajian yang sesuai</p>
                <p className="text-sm text-stone-600">Coba ubah kata kunci atau filter pencarian Anda.</p>
              </>
            ) : (
              <>
                <p className="font-semibold text-stone-800">Belum ada kajian</p>
                <p className="text-sm text-stone-600">Anda belum memposting kajian. Bagikan jadwal kajian pertama Anda.</p>
                <Button asChild>
                  <Link to="/kajian/new">Posting Kajian</Link>
                </Button>
              </>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-stone-600" aria-live="polite">
              {data.total} kajian
            </p>
            <ul className="grid gap-3 md:grid-cols-2">
              {data.items.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <MyKajianCard item={item} onDelete={setToDelete} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </QueryStates>

      <ConfirmDialog
        open={toDelete !== null}
        title="Hapus Kajian?"
        description={
          <>
            Apakah Anda yakin ingin menghapus kajian &ldquo;{toDelete?.title}&rdquo;? Tindakan ini tidak dapat dibatalkan.
          </>
        }
        confirmLabel="Hapus"
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
