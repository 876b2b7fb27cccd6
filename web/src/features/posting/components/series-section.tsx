import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Library, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mySeriesApi, mySeriesQueries, type Series, type SeriesInput } from '../api/my-series-api';
import type { PostingFormState } from '../hooks/use-posting-form';
import { seriesDraft, seriesErrors, type SeriesErrors, type SeriesField as DraftField } from '../lib/series-draft';
import { Section } from './section';

const SELECT_ID = 'posting-series_id';

/**
 * SeriesSection is 'Seri Kajian (opsional)': the author's own series to attach the session to,
 * and 'Buat seri baru', which makes one inline (POST /seri) and selects it.
 */
export function SeriesSection({ f }: { f: PostingFormState }) {
  const seriesId = useWatch({ control: f.form.control, name: 'series_id' });
  const mine = useQuery(mySeriesQueries.mine()).data?.series ?? [];
  const [draft, setDraft] = useState<SeriesInput | null>(null);
  const error = f.fieldError('series_id');

  const options: [string, string][] = [['', 'Tidak termasuk seri'], ...mine.map((s) => [s.id, s.title] as [string, string])];
  // An edit keeps its series even when it is not the editor's own (an admin editing).
  if (seriesId && !mine.some((s) => s.id === seriesId)) options.push([seriesId, 'Seri saat ini']);

  return (
    <Section title="Seri Kajian (opsional)" icon={<Library aria-hidden />}>
      <Field id={SELECT_ID} label="Seri Kajian" error={error}>
        <Select
          id={SELECT_ID}
          name="series_id"
          value={seriesId}
          options={options}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(SELECT_ID, error)}
          onChange={(e) => {
            f.set('series_id', e.target.value);
          }}
        />
      </Field>
      {draft ? (
        <NewSeriesFields
          draft={draft}
          onChange={setDraft}
          onCancel={() => {
            setDraft(null);
          }}
          onCreated={(series) => {
            setDraft(null);
            f.set('series_id', series.id);
            f.form.clearErrors('series_id');
          }}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => {
            setDraft(seriesDraft(f.form.getValues()));
          }}
        >
          <Plus aria-hidden className="size-4" />
          Buat seri baru
        </Button>
      )}
    </Section>
  );
}

/** NewSeriesFields are the inline fields of a new series; the server's messages show on them. */
function NewSeriesFields({
  draft,
  onChange,
  onCancel,
  onCreated,
}: {
  draft: SeriesInput;
  onChange: (next: SeriesInput) => void;
  onCancel: () => void;
  onCreated: (series: Series) => void;
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<SeriesErrors>({});
  const create = useMutation({
    mutationFn: mySeriesApi.create,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.series.mine, (old: { series: Series[] } | undefined) => ({
        series: [created.series, ...(old?.series ?? [])],
      }));
      notify.success(created.message);
      onCreated(created.series);
    },
    onError: (error) => {
      const onFields = seriesErrors(error);
      setErrors(onFields ?? {});
      if (!onFields) notify.error(isApiError(error) ? error.message : 'Gagal menyimpan seri');
    },
  });

  const save = () => {
    setErrors({});
    create.mutate(draft);
  };
  // The fields sit inside the posting form: Enter saves the series, never the session.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    save();
  };
  const field = (name: DraftField, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      id={`series-${name}`}
      label={label}
      requiredMark={extra.required}
      type={extra.type ?? 'text'}
      value={draft[name]}
      error={errors[name]}
      onKeyDown={onKeyDown}
      onChange={(e) => {
        onChange({ ...draft, [name]: e.target.value });
        // A corrected field stops showing the server's refusal of what it held.
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
    />
  );

  return (
    <div role="group" aria-label="Buat seri baru" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
      {field('title', 'Judul seri', { required: true })}
      {field('ustaz', 'Ustadz', { required: true })}
      {field('kitab', 'Kitab')}
      {field('starts_on', 'Mulai tanggal', { type: 'date', required: true })}
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="flex-1 sm:flex-none" disabled={create.isPending} onClick={onCancel}>
          Batal
        </Button>
        <Button size="sm" className="flex-1 sm:flex-none" disabled={create.isPending} onClick={save}>
          Simpan Seri
        </Button>
      </div>
    </div>
  );
}
