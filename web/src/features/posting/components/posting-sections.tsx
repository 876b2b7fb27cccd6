import { ExternalLink, FileText, MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TextArea } from '@/components/ui/textarea';
import type { PostingFormState } from '../hooks/use-posting-form';
import { AUDIENCES, ZONES } from '../lib/posting-schema';
import type { SpeakerValue } from '../lib/speakers';
import { MasjidPicker } from './masjid-picker';
import { WhenFields } from './schedule-fields';
import { Section } from './section';
import { SpeakersEditor } from './speakers-editor';
import { CheckChip } from '@/components/ui/check-chip';

type TextName =
  | 'title'
  | 'kitab'
  | 'bab'
  | 'location'
  | 'address'
  | 'maps_url'
  | 'live_stream_url'
  | 'contact_person'
  | 'contact_phone';

/** PostingTextField is one labelled text input of the form, with its hint or its error. */
export function PostingTextField({
  f,
  name,
  label,
  required,
  placeholder,
  hint,
  type,
  inputMode,
}: {
  f: PostingFormState;
  name: TextName;
  label: string;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  type?: string;
  inputMode?: 'tel' | 'url';
}) {
  const id = `posting-${name}`;
  return (
    <TextField
      id={id}
      label={label}
      requiredMark={required}
      error={f.fieldError(name)}
      hint={hint}
      type={type ?? 'text'}
      inputMode={inputMode}
      placeholder={placeholder}
      {...f.register(name)}
    />
  );
}

/** StreamField is the live-stream link: required online, a recording link otherwise. */
export function StreamField({ f }: { f: PostingFormState }) {
  return (
    <PostingTextField
      f={f}
      name="live_stream_url"
      label={f.isOnline ? 'Link Live Stream' : 'Link Live Stream / Rekaman'}
      required={f.isOnline}
      type="url"
      inputMode="url"
      placeholder="https://youtube.com/live/..."
      hint={f.isOnline ? 'YouTube, Zoom, Instagram, atau platform lain.' : 'Opsional. Isi jika kajian juga disiarkan atau direkam.'}
    />
  );
}

/** AudienceField is 'Peserta': who the session is for, one or more groups (at least Umum). */
function AudienceField({ f }: { f: PostingFormState }) {
  const error = f.fieldError('audience');
  const toggle = (value: string, on: boolean) => {
    const next = AUDIENCES.map((g) => g.value as string).filter((g) => (g === value ? on : f.audience.includes(g)));
    f.set('audience', next.length > 0 ? next : ['umum']);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'posting-audience-error' : undefined}>
      <legend className="text-sm font-semibold text-stone-800">Peserta</legend>
      <div className="flex flex-wrap gap-2">
        {AUDIENCES.map((g) => (
          <CheckChip
            key={g.value}
            checked={f.audience.includes(g.value)}
            onCheckedChange={(on) => {
              toggle(g.value, on);
            }}
          >
            {g.label}
          </CheckChip>
        ))}
      </div>
      {error && (
        <p id="posting-audience-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** InfoSection is 'Informasi Kajian': title, speakers, kitab, audience, when (WhenFields) and zone. */
export function InfoSection({ f }: { f: PostingFormState }) {
  const { fieldError, register, set } = f;
  return (
    <Section title="Informasi Kajian" icon={<FileText aria-hidden />}>
      <PostingTextField f={f} name="title" label="Judul Kajian" required placeholder="Contoh: Kajian Tafsir Juz Amma" />
      <SpeakersEditor value={f.speakers} onChange={(next: SpeakerValue[]) => set('speakers', next)} error={fieldError('speakers')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <PostingTextField f={f} name="kitab" label="Kitab" placeholder="Contoh: Riyadhus Shalihin" hint="Opsional." />
        <PostingTextField f={f} name="bab" label="Bab/Pembahasan" placeholder="Contoh: Ikhlas dan Niat" hint="Opsional." />
      </div>
      <AudienceField f={f} />
      <WhenFields f={f} />
      <Field id="posting-zone" label="Zona Waktu" required error={fieldError('timezone_region')}>
        <Select
          id="posting-zone"
          aria-invalid={fieldError('timezone_region') ? true : undefined}
          options={ZONES.map((z) => [z.value, z.label] as const)}
          {...register('timezone_region')}
        />
      </Field>
    </Section>
  );
}

/** PlaceSection is where the session happens: its stream online, its place offline. */
export function PlaceSection({ f }: { f: PostingFormState }) {
  if (f.isOnline) {
    return (
      <Section title="Live Streaming" icon={<Video aria-hidden />}>
        <StreamField f={f} />
      </Section>
    );
  }
  const error = f.fieldError('address');
  return (
    <Section title="Lokasi" icon={<MapPin aria-hidden />}>
      <MasjidPicker f={f} />
      <PostingTextField f={f} name="location" label="Nama Tempat" required placeholder="Contoh: Masjid Al-Falah" />
      <Field id="posting-address" label="Alamat Lengkap" required error={error}>
        <TextArea
          id="posting-address"
          rows={3}
          short
          placeholder="Jalan, kelurahan, kecamatan, kota"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('posting-address', error)}
          {...f.register('address')}
        />
      </Field>
      <PostingTextField
        f={f}
        name="maps_url"
        label="Link Google Maps"
        type="url"
        inputMode="url"
        placeholder="https://maps.app.goo.gl/..."
        hint="Opsional. Jika dikosongkan, link dibuat otomatis dari nama tempat dan alamat."
      />
      <Button variant="outline" size="sm" className="self-start" onClick={f.testMaps}>
        <ExternalLink aria-hidden className="size-4" />
        Tes Link Maps
      </Button>
    </Section>
  );
}
