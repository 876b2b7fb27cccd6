import { useQuery } from '@tanstack/react-query';
import { CalendarSync } from 'lucide-react';
import { Link } from 'react-router';
import { CalendarSourceForm } from '@/components/calendar-source-form';
import { QueryStates } from '@/components/ui/query-states';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { importApi, importQueries } from '../api/imports-api';
import { SourceSummary, sourceName } from '../components/source-summary';

/**
 * CalendarSourcesPage is 'Impor Kalender': the viewer's calendar sources with their last fetch,
 * counts and errors, and the form to add one. Trusted contributors and admins only (the server
 * says so to anyone else).
 */
export function CalendarSourcesPage() {
  useDocumentTitle('Impor Kalender');
  const list = useQuery(importQueries.list());
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-xl font-bold text-stone-900">
          <CalendarSync aria-hidden className="size-6 text-emerald-700" />
          Impor Kalender
        </h1>
        <p className="text-sm text-stone-600">
          Tambahkan kalender iCal (misalnya Google Calendar masjid). Setiap kajian di dalamnya menjadi draf untuk
          Anda periksa lalu posting. Kalender diperbarui otomatis setiap 6 jam.
        </p>
      </header>
      <CalendarSourceForm
        add={importApi.add}
        submitLabel="Tambah Kalender"
        hint="Di Google Calendar: Setelan kalender → Alamat publik dalam format iCal."
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
      />
      <QueryStates
        query={list}
        loadingClassName="py-8"
        errorText={isApiError(list.error) ? list.error.message : 'Gagal memuat kalender'}
        isEmpty={(d) => d.sources.length === 0}
        empty={<p className="py-4 text-center text-sm text-stone-600">Belum ada kalender yang ditambahkan.</p>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" aria-label="Kalender Saya">
            {d.sources.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4">
                <Link to={`/impor-kalender/${s.id}`} className="font-semibold break-all text-emerald-800 underline">
                  {sourceName(s)}
                </Link>
                <SourceSummary source={s} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
