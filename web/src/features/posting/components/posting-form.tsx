import { zodResolver } from '@hookform/resolvers/zod';
import {
  CalendarDays,
  CalendarOff,
  ExternalLink,
  FileText,
  Image as ImageIcon,
  MapPin,
  Phone,
  Radio,
  Repeat,
  Sparkles,
  Tag,
  Users,
  Video,
  Wifi,
  WifiOff,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { DAY_NAMES } from '@/lib/kajian-format';
import { POSTER_MESSAGES, postingApi } from '../api/posting-api';
import {
  applyExtraction,
  firstProblem,
  isValidUrl,
  MESSAGES,
  postingSchema,
  ZONES,
  type AIExtraction,
  type FormMode,
  type HolidayValue,
  type KajianType,
  type PostingValues,
  type ProblemField,
} from '../lib/posting-schema';
import { mainSpeakerName, type SpeakerValue } from '../lib/speakers';
import { Choice, describedBy, Field, Section, Select, TextArea } from './fields';
import { HolidaysEditor } from './holidays-editor';
import { PasteAnnouncementDialog } from './paste-announcement-dialog';
import { PosterUpload, type PosterValue } from './poster-upload';
import { SavingOverlay } from './saving-overlay';
import { SpeakersEditor } from './speakers-editor';

const TYPE_OPTIONS = [
  { value: 'regular', label: 'Kajian Insidental', hint: 'Sekali waktu, pada tanggal tertentu', icon: <CalendarDays aria-hidden /> },
  { value: 'recurring', label: 'Kajian Rutin', hint: 'Setiap pekan, pada hari tertentu', icon: <Repeat aria-hidden /> },
] as const;

const MODE_OPTIONS = [
  { value: 'offline', label: 'Offline', hint: 'Di masjid atau tempat kajian', icon: <WifiOff aria-hidden /> },
  { value: 'online', label: 'Online', hint: 'Lewat live streaming', icon: <Wifi aria-hidden /> },
] as const;

export interface PostingFormProps {
  mode: FormMode;
  defaults: PostingValues;
  /** The stored poster of an edited session. */
  initialPoster?: PosterValue | null;
  /** Edit forms keep the session's type. */
  fixedType?: boolean;
  /** Saves the values; throws an ApiError the form shows. */
  onSubmit: (values: PostingValues) => Promise<void>;
  /** Shown when saving fails without a message of its own. */
  failMessage: string;
  onCancel: (posterKey: string) => void;
  /** Removes a saved holiday at once (edit forms); resolves whether it went. */
  onRemoveSavedHoliday?: (holiday: HolidayValue) => Promise<boolean>;
  /** Read a newly uploaded poster into the form (the posting form). */
  readUploadedPoster?: boolean;
  /** Banners above the form. */
  children?: ReactNode;
}

/** PostingForm is the posting and edit form: every section and field of spec §2. */
export function PostingForm({
  mode,
  defaults,
  initialPoster = null,
  fixedType = false,
  onSubmit,
  failMessage,
  onCancel,
  onRemoveSavedHoliday,
  readUploadedPoster = false,
  children,
}: PostingFormProps) {
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
  const weekly = kajianType === 'recurring';

  const set = <K extends keyof PostingValues>(name: K, value: PostingValues[K]) => {
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const fill = (x: AIExtraction) => {
    const next = applyExtraction(getValues(), x, { fixedType });
    form.reset(next, { keepDefaultValues: true, keepDirty: true });
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
  const textField = (
    name: 'title' | 'location' | 'address' | 'maps_url' | 'live_stream_url' | 'contact_person' | 'contact_phone',
    label: string,
    options: { required?: boolean; placeholder?: string; hint?: ReactNode; type?: string; inputMode?: 'tel' | 'url' } = {},
  ) => {
    const id = `posting-${name}`;
    const error = fieldError(name);
    return (
      <Field id={id} label={label} required={options.required} error={error} hint={options.hint}>
        <Input
          id={id}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, options.hint)}
          {...register(name)}
        />
      </Field>
    );
  };

  const streamField = textField('live_stream_url', isOnline ? 'Link Live Stream' : 'Link Live Stream / Rekaman', {
    required: isOnline,
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://youtube.com/live/...',
    hint: isOnline ? 'YouTube, Zoom, Instagram, atau platform lain.' : 'Opsional. Isi jika kajian juga disiarkan atau direkam.',
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={saving}>
      {children}

      <Section
        title="Poster Kajian"
        icon={<ImageIcon aria-hidden />}
        description={mode === 'create' ? 'Data pada poster akan dibaca otomatis untuk mengisi formulir.' : undefined}
      >
        <PosterUpload
          kind={kajianType}
          mode={mode}
          value={poster}
          onChange={(next) => {
            setPoster(next);
            set('poster_key', next?.key ?? '');
          }}
          onUploaded={
            readUploadedPoster
              ? (key) => {
                  void readPoster(key);
                }
              : undefined
          }
          analyzing={analyzing}
          disabled={saving}
        />
        {mode === 'create' && <PasteAnnouncementDialog onRead={fill} />}
      </Section>

      <Section title="Jenis Kajian" icon={<Tag aria-hidden />}>
        {fixedType ? (
          <p className="rounded-xl bg-stone-50 px-3 py-2.5 font-medium text-stone-800">
            {weekly ? 'Kajian Rutin (setiap pekan)' : 'Kajian Insidental (sekali waktu)'}
          </p>
        ) : (
          <Choice<KajianType>
            label="Jenis kajian"
            value={kajianType}
            options={TYPE_OPTIONS}
            onChange={(v) => {
              set('kajian_type', v);
            }}
          />
        )}
        <Choice<'offline' | 'online'>
          label="Mode kajian"
          value={isOnline ? 'online' : 'offline'}
          options={MODE_OPTIONS}
          onChange={(v) => {
            set('is_online', v === 'online');
          }}
        />
      </Section>

      <Section title="Informasi Kajian" icon={<FileText aria-hidden />}>
        {textField('title', 'Judul Kajian', { required: true, placeholder: 'Contoh: Kajian Tafsir Juz Amma' })}
        <SpeakersEditor value={speakers} onChange={(next: SpeakerValue[]) => set('speakers', next)} error={fieldError('speakers')} />
        <div className="grid grid-cols-2 gap-3">
          {weekly ? (
            <Field id="posting-day" label="Hari" required error={fieldError('day_of_week')}>
              <Select
                id="posting-day"
                value={String(dayOfWeek)}
                onChange={(e) => {
                  set('day_of_week', Number(e.target.value));
                }}
              >
                {DAY_NAMES.map((name, i) => (
                  <option key={name} value={i}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <Field id="posting-date" label="Tanggal" required error={fieldError('date')}>
              <Input
                id="posting-date"
                type="date"
                aria-invalid={fieldError('date') ? true : undefined}
                aria-describedby={describedBy('posting-date', fieldError('date'))}
                {...register('date')}
              />
            </Field>
          )}
          <Field id="posting-time" label="Waktu" required error={fieldError('time')}>
            <Input
              id="posting-time"
              type="time"
              aria-invalid={fieldError('time') ? true : undefined}
              aria-describedby={describedBy('posting-time', fieldError('time'))}
              {...register('time')}
            />
          </Field>
        </div>
        <Field id="posting-zone" label="Zona Waktu" required error={fieldError('timezone_region')}>
          <Select
            id="posting-zone"
            aria-invalid={fieldError('timezone_region') ? true : undefined}
            {...register('timezone_region')}
          >
            {ZONES.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </Select>
        </Field>
      </Section>

      {isOnline ? (
        <Section title="Live Streaming" icon={<Video aria-hidden />}>
          {streamField}
        </Section>
      ) : (
        <Section title="Lokasi" icon={<MapPin aria-hidden />}>
          {textField('location', 'Nama Tempat', { required: true, placeholder: 'Contoh: Masjid Al-Falah' })}
          <Field id="posting-address" label="Alamat Lengkap" required error={fieldError('address')}>
            <TextArea
              id="posting-address"
              rows={3}
              className="min-h-20"
              placeholder="Jalan, kelurahan, kecamatan, kota"
              aria-invalid={fieldError('address') ? true : undefined}
              aria-describedby={describedBy('posting-address', fieldError('address'))}
              {...register('address')}
            />
          </Field>
          {textField('maps_url', 'Link Google Maps', {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://maps.app.goo.gl/...',
            hint: 'Opsional. Jika dikosongkan, link dibuat otomatis dari nama tempat dan alamat.',
          })}
          <Button variant="outline" size="sm" className="self-start" onClick={testMaps}>
            <ExternalLink aria-hidden className="size-4" />
            Tes Link Maps
          </Button>
        </Section>
      )}

      <Section title="Kontak" icon={<Phone aria-hidden />} description="Opsional. Untuk jamaah yang ingin bertanya.">
        {textField('contact_person', 'Nama Narahubung', { placeholder: 'Contoh: Akh Fulan' })}
        {textField('contact_phone', 'Nomor Telepon / WhatsApp', { type: 'tel', inputMode: 'tel', placeholder: '08xxxxxxxxxx' })}
      </Section>

      <Section title="Deskripsi" icon={<Users aria-hidden />}>
        <Field id="posting-description" label="Deskripsi Kajian" error={fieldError('description')}>
          <TextArea
            id="posting-description"
            rows={6}
            placeholder="Tema, materi, dan informasi lain untuk jamaah"
            {...register('description')}
          />
        </Field>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={writing}
          onClick={() => {
            void writeDescription();
          }}
        >
          <Sparkles aria-hidden className="size-4" />
          {writing ? 'Membuat deskripsi...' : 'Buat Deskripsi dengan AI'}
        </Button>
      </Section>

      {!isOnline && (
        <Section title="Live Streaming / Rekaman" icon={<Radio aria-hidden />}>
          {streamField}
        </Section>
      )}

      {weekly && (
        <Section
          title="Jadwal Libur"
          icon={<CalendarOff aria-hidden />}
          description="Tanggal saat kajian rutin ini tidak diadakan, dengan alasan bila perlu."
        >
          <HolidaysEditor
            value={holidays}
            onChange={(next) => {
              set('holidays', next);
            }}
            onRemoveSaved={onRemoveSavedHoliday}
            error={fieldError('holidays')}
          />
        </Section>
      )}

      <div className="flex gap-2 pt-2 sm:justify-end">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          disabled={saving}
          onClick={() => {
            onCancel(poster?.key ?? '');
          }}
        >
          Batal
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={saving || analyzing}>
          Simpan Kajian
        </Button>
      </div>
      {saving && <SavingOverlay />}
    </form>
  );
}
