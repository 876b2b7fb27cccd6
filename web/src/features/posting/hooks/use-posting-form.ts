import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { POSTER_MESSAGES, postingApi } from '../api/posting-api';
import type { PosterValue } from '../components/poster-upload';
import {
  applyExtraction,
  firstProblem,
  MESSAGES,
  postingSchema,
  type AIRead,
  type FormMode,
  type PostingValues,
  type ProblemField,
} from '../lib/posting-schema';
import { mainSpeakerName } from '../lib/speakers';
import { isValidUrl } from '../lib/value-checks';

/**
 * usePostingForm is the posting and edit form's state and actions: the values (validated in
 * the spec's order, the first problem focused), the poster and its reading by AI, the AI
 * description, the maps test and saving.
 */
export function usePostingForm({
  mode,
  defaults,
  initialPoster,
  fixedType,
  onSubmit,
  failMessage,
}: {
  mode: FormMode;
  defaults: PostingValues;
  initialPoster: PosterValue | null;
  fixedType: boolean;
  onSubmit: (values: PostingValues) => Promise<void>;
  failMessage: string;
}) {
  // The form focuses the first problem in the spec's order itself (react-hook-form would
  // focus the first field on the page instead).
  const form = useForm<PostingValues>({
    resolver: zodResolver(postingSchema(mode)),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const { register, setValue, getValues, formState, control } = form;
  const { errors } = formState;
  const [poster, setPoster] = useState<PosterValue | null>(initialPoster);
  const [analyzing, setAnalyzing] = useState(false);
  const [writing, setWriting] = useState(false);
  const [saving, setSaving] = useState(false);

  const kajianType = useWatch({ control, name: 'kajian_type' });
  const isOnline = useWatch({ control, name: 'is_online' });
  const speakers = useWatch({ control, name: 'speakers' });
  const holidays = useWatch({ control, name: 'holidays' });
  const dayOfWeek = useWatch({ control, name: 'day_of_week' });
  const afterPrayer = useWatch({ control, name: 'after_prayer' });
  const audience = useWatch({ control, name: 'audience' });
  const weekly = kajianType === 'recurring';

  const set = <K extends keyof PostingValues>(name: K, value: PostingValues[K]) => {
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  // The required fields the last poster or announcement read did not give: the form names them
  // ('Belum terbaca') until the next read, rather than leave them to be noticed on saving.
  const [unread, setUnread] = useState<string[]>([]);
  const fill = (x: AIRead) => {
    const next = applyExtraction(getValues(), x, { fixedType });
    form.reset(next, { keepDefaultValues: true, keepDirty: true });
    setUnread(x.missing);
  };

  const readPoster = async (key: string) => {
    setAnalyzing(true);
    try {
      fill(await postingApi.readPoster(key));
      notify.success(POSTER_MESSAGES.filled);
    } catch (error) {
      if (isApiError(error) && error.code === 'ai_not_configured') notify.info(error.message, { duration: 5000 });
      else notify.error(isApiError(error) ? error.message : POSTER_MESSAGES.analyzeFailed);
    } finally {
      setAnalyzing(false);
    }
  };

  const writeDescription = async () => {
    const v = getValues();
    const ustaz = mainSpeakerName(v.speakers);
    if (!v.title.trim() || !ustaz || (!v.is_online && !v.location.trim())) {
      notify.error(MESSAGES.descriptionFirst);
      return;
    }
    setWriting(true);
    try {
      const { description } = await postingApi.writeDescription({
        title: v.title,
        ustaz,
        speakers: v.speakers.filter((s) => !s.is_main_speaker && s.name.trim()).map((s) => s.name.trim()),
        location: v.location,
        address: v.address,
        date: weekly ? '' : v.date,
        day_of_week: weekly ? v.day_of_week : null,
        time: v.time,
        timezone_region: v.timezone_region,
        is_online: v.is_online,
      });
      set('description', description);
      notify.success('Deskripsi berhasil dibuat!');
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'Gagal membuat deskripsi');
    } finally {
      setWriting(false);
    }
  };

  const testMaps = () => {
    const url = getValues('maps_url').trim();
    if (!url) {
      notify.error(MESSAGES.mapsFirst);
      return;
    }
    if (!isValidUrl(url)) {
      notify.error(MESSAGES.badMapsUrl);
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  const focusProblem = (field: ProblemField) => {
    if (field === 'speakers') {
      document.querySelector<HTMLInputElement>('input[aria-label^="Nama pemateri"]')?.focus();
    } else if (field === 'month_weeks') {
      document.querySelector<HTMLInputElement>('input[name="month_weeks"]')?.focus();
    } else if (field === 'holidays') {
      document.querySelector<HTMLInputElement>('input[aria-label^="Tanggal libur"]')?.focus();
    } else {
      form.setFocus(field);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        await onSubmit({ ...values, poster_key: poster?.key ?? '' });
      } catch (error) {
        if (isApiError(error) && error.field && error.field in values) {
          form.setError(error.field as FieldPath<PostingValues>, { message: error.message });
        }
        notify.error(isApiError(error) && error.message ? error.message : failMessage);
      } finally {
        setSaving(false);
      }
    },
    () => {
      const problem = firstProblem(getValues(), mode);
      if (!problem) return;
      notify.error(problem.message, { id: 'posting-problem' });
      focusProblem(problem.field);
    },
  );

  const fieldError = (name: keyof PostingValues) => errors[name]?.message;

  return {
    form,
    register,
    fieldError,
    set,
    poster,
    setPoster,
    analyzing,
    writing,
    saving,
    kajianType,
    isOnline,
    speakers,
    holidays,
    dayOfWeek,
    afterPrayer,
    audience,
    weekly,
    fill,
    unread,
    readPoster,
    writeDescription,
    testMaps,
    submit,
  };
}

/** PostingFormState is what the form's parts share. */
export type PostingFormState = ReturnType<typeof usePostingForm>;
