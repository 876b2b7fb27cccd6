import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { QueryStates } from '@/components/ui/query-states';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { masjidTeamApi, masjidTeamQueries, TEAM_MESSAGES, type MasjidClaim, type MasjidSummary } from '../api/masjid-team-api';
import { ClaimsDesk } from '../components/claims-desk';
import { MasjidTeamPanel } from '../components/masjid-team-panel';

/**
 * MasjidAdminPage is the admins' desk of masjid teams (/admin/masjid): the claims 'Saya
 * pengurus masjid ini' to approve or reject, and any masjid found by name to verify and to give
 * or take editors.
 */
export function MasjidAdminPage() {
  useDocumentTitle('Kelola Masjid');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'pending' | ''>('pending');
  const claims = useQuery(masjidTeamQueries.claims(status));
  const [q, setQ] = useState('');
  const term = useDebouncedValue(q.trim(), 300);
  const found = useQuery({ ...masjidTeamQueries.search({ q: term, limit: 5 }), enabled: term.length >= 2, placeholderData: keepPreviousData });
  const [chosen, setChosen] = useState<MasjidSummary | null>(null);
  const decide = useMutation({
    mutationFn: ({ claim, approve }: { claim: MasjidClaim; approve: boolean }) => masjidTeamApi.decide(claim.id, approve),
    onSuccess: async (a) => {
      notify.success(a.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.masjidTeam.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]);
    },
    onError: (error) => notify.error(isApiError(error) && error.status < 500 ? error.message : TEAM_MESSAGES.actionFailed),
  });
  return (
    <section className="flex flex-col gap-5 py-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Kelola Masjid</h1>
      <section aria-labelledby="claims-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="claims-title" className="font-semibold text-stone-900">
            Permintaan Pengurus
          </h2>
          <SegmentedControl
            label="Tampilkan permintaan"
            value={status || 'semua'}
            options={[
              { value: 'pending', label: 'Menunggu' },
              { value: 'semua', label: 'Semua' },
            ]}
            onValueChange={(v) => setStatus(v === 'pending' ? 'pending' : '')}
          />
        </div>
        <QueryStates query={claims} loadingLabel="Memuat permintaan..." loadingClassName="py-8" errorText={TEAM_MESSAGES.claimsFailed}>
          {(data) => (
            <ClaimsDesk
              claims={data.items}
              busyId={decide.isPending ? decide.variables.claim.id : null}
              onDecide={(claim, approve) => decide.mutate({ claim, approve })}
            />
          )}
        </QueryStates>
      </section>
      <section aria-labelledby="team-title" className="flex flex-col gap-3">
        <h2 id="team-title" className="font-semibold text-stone-900">
          Verifikasi & Pengurus
        </h2>
        <TextField
          id="masjid-search"
          label="Cari masjid"
          type="search"
          placeholder="Nama masjid atau kota"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          trailing={<Search aria-hidden className="pointer-events-none absolute top-3 right-3 size-5 text-stone-400" />}
        />
        {term.length >= 2 && found.data && (
          <ul aria-label="Hasil pencarian masjid" className="flex flex-col gap-1">
            {found.data.items.length === 0 && <li className="text-sm text-stone-600">Masjid tidak ditemukan.</li>}
            {found.data.items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.id === m.id}
                  onClick={() => setChosen(m)}
                  className="flex min-h-11 w-full flex-col items-start rounded-xl border border-stone-200 bg-white px-3 py-2 text-left aria-pressed:border-emerald-600 aria-pressed:bg-emerald-50"
                >
                  <span className="font-medium text-stone-900">{m.name}</span>
                  <span className="text-sm text-stone-600">{m.region}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen && <MasjidTeamPanel key={chosen.id} masjid={chosen} />}
      </section>
    </section>
  );
}
