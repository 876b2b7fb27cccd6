import { CalendarDays, CalendarOff, Image as ImageIcon, Phone, Radio, Repeat, Sparkles, Tag, Users, Wifi, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextArea } from '@/components/ui/textarea';
import { useModelWrites } from '../api/posting-api';
import { usePostingForm } from '../hooks/use-posting-form';
import type { FormMode, HolidayValue, KajianType, PostingValues } from '../lib/posting-schema';
import { Section } from './section';
import { HolidaysEditor } from './holidays-editor';
import { PasteAnnouncementDialog } from './paste-announcement-dialog';
import { RekapDialog } from './rekap-dialog';
import { PosterUpload, type PosterValue } from './poster-upload';
import { InfoSection, PlaceSection, PostingTextField, StreamField } from './posting-sections';
import { SavingOverlay } from './saving-overlay';
import { SeriesSection } from './series-section';

const TYPE_OPTIONS = [
  { value: 'regular', label: 'Kajian Insidental', hint: 'Sekali waktu, pada tanggal tertentu', icon: <CalendarDays aria-hidden /> },
  { value: 'recurring', label: 'Kajian Rutin', hint: 'Berulang pada hari tertentu: tiap pekan atau pekan tertentu', icon: <Repeat aria-hidden /> },
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
  const f = usePostingForm({ mode, defaults, initialPoster, fixedType, onSubmit, failMessage });
  const { register, fieldError, set, poster, setPoster, analyzing, writing, saving, kajianType, isOnline, weekly } = f;
  const byModel = useModelWrites();

  return (
    <form noValidate onSubmit={f.submit} className="flex flex-col gap-4" aria-busy={saving}>
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
                  void f.readPoster(key);
                }
              : undefined
          }
          analyzing={analyzing}
          disabled={saving}
        />
        {mode === 'create' && <PasteAnnouncementDialog onRead={f.fill} />}
        {mode === 'create' && <RekapDialog />}
        {f.unread.length > 0 && (
          <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="belum-terbaca">
            Belum terbaca: {f.unread.join(', ')}
          </p>
        )}
      </Section>

      <Section title="Jenis Kajian" icon={<Tag aria-hidden />}>
        {fixedType ? (
          <p className="rounded-xl bg-stone-50 px-3 py-2.5 font-medium text-stone-800">
            {weekly ? 'Kajian Rutin (berulang)' : 'Kajian Insidental (sekali waktu)'}
          </p>
        ) : (
          <SegmentedControl<KajianType>
            variant="cards"
            label="Jenis kajian"
            value={kajianType}
            options={TYPE_OPTIONS}
            onValueChange={(v) => {
              set('kajian_type', v);
            }}
          />
        )}
        <SegmentedControl<'offline' | 'online'>
          variant="cards"
          label="Mode kajian"
          value={isOnline ? 'online' : 'offline'}
          options={MODE_OPTIONS}
          onValueChange={(v) => {
            set('is_online', v === 'online');
          }}
        />
      </Section>

      <InfoSection f={f} />
      <SeriesSection f={f} />
      <PlaceSection f={f} />

      <Section title="Kontak" icon={<Phone aria-hidden />} description="Opsional. Untuk jamaah yang ingin bertanya.">
        <PostingTextField f={f} name="contact_person" label="Nama Narahubung" placeholder="Contoh: Akh Fulan" />
        <PostingTextField
          f={f}
          name="contact_phone"
          label="Nomor Telepon / WhatsApp"
          type="tel"
          inputMode="tel"
          placeholder="08xxxxxxxxxx"
        />
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
            void f.writeDescription();
          }}
        >
          <Sparkles aria-hidden className="size-4" />
          {writing ? 'Membuat deskripsi...' : byModel ? 'Buat Deskripsi dengan AI' : 'Buat Deskripsi Otomatis'}
        </Button>
        {!byModel && (
          <p className="text-sm text-stone-600">
            Deskripsi disusun dari isian formulir dengan templat (tanpa AI); silakan sesuaikan sebelum menyimpan.
          </p>
        )}
      </Section>

      {!isOnline && (
        <Section title="Live Streaming / Rekaman" icon={<Radio aria-hidden />}>
          <StreamField f={f} />
        </Section>
      )}

      {weekly && (
        <Section
          title="Jadwal Libur"
          icon={<CalendarOff aria-hidden />}
          description="Tanggal saat kajian rutin ini tidak diadakan, dengan alasan bila perlu."
        >
          <HolidaysEditor
            value={f.holidays}
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
