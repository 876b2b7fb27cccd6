import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, HandCoins, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { TextArea } from '@/components/ui/textarea';
import { masjidFormSchema, toFormValues, type MasjidForm, type MasjidFormValues } from '../api/masjid-team-api';
import { ImageField } from './image-field';
import { CheckChip } from '@/components/ui/check-chip';

/** A titled block of the form. */
function Block({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="flex items-center gap-2 px-1 font-semibold text-stone-900 [&_svg]:size-5 [&_svg]:text-emerald-700">
        {icon}
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * MasjidDetailsForm is 'Kelola masjid': name, address, facilities (the server's fixed list with
 * its labels), contact and links, the infaq block with its QRIS image, and the masjid's photo.
 * onSubmit answers the server's field errors, which the form shows under their fields.
 */
export function MasjidDetailsForm({
  masjid,
  onSubmit,
}: {
  masjid: MasjidForm;
  onSubmit: (values: MasjidFormValues) => Promise<Record<string, string> | null>;
}) {
  const form = useForm<MasjidFormValues>({ resolver: zodResolver(masjidFormSchema), defaultValues: toFormValues(masjid) });
  const { register, formState, setValue, setError, control } = form;
  const [photo, setPhoto] = useState(masjid.photo_url);
  const [qris, setQris] = useState(masjid.qris_url);
  const facilities = useWatch({ control, name: 'facilities' });
  const err = (name: keyof MasjidFormValues) => formState.errors[name]?.message;
  const text = (name: keyof MasjidFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`masjid-${name}`} label={label} error={err(name)} {...extra} {...register(name)} />
  );
  const submit = form.handleSubmit(async (values) => {
    const problems = await onSubmit(values);
    for (const [field, message] of Object.entries(problems ?? {})) {
      if (field in values) setError(field as keyof MasjidFormValues, { message });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Block title="Data Masjid" icon={<Building2 aria-hidden />}>
        {text('name', 'Nama Masjid', { requiredMark: true })}
        <Field id="masjid-address" label="Alamat" error={err('address')}>
          <TextArea id="masjid-address" rows={2} aria-describedby={describedBy('masjid-address', err('address'))} {...register('address')} />
        </Field>
        <fieldset className="flex flex-col gap-2" aria-describedby={err('facilities') ? 'masjid-facilities-error' : undefined}>
          <legend className="text-sm font-semibold text-stone-800">Fasilitas</legend>
          <div className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2">
            {masjid.all_facilities.map((f) => (
              <CheckChip
                key={f.key}
                checked={facilities.includes(f.key)}
                onCheckedChange={(on) => {
                  setValue('facilities', on ? [...facilities, f.key] : facilities.filter((x) => x !== f.key), {
                    shouldDirty: true,
                  });
                }}
              >
                {f.label}
              </CheckChip>
            ))}
          </div>
          {err('facilities') && (
            <p id="masjid-facilities-error" className="text-sm text-red-700">
              {err('facilities')}
            </p>
          )}
        </fieldset>
        <ImageField
          label="Foto Masjid"
          hint="JPG, PNG, GIF atau WebP, maksimal 20MB."
          preview={photo}
          onChange={(next) => {
            setPhoto(next?.preview ?? null);
            setValue('photo_key', next?.key ?? '', { shouldDirty: true });
          }}
        />
      </Block>
      <Block title="Kontak & Tautan" icon={<Link2 aria-hidden />}>
        {text('whatsapp', 'Nomor WhatsApp', { type: 'tel', inputMode: 'tel', placeholder: '0812-3456-7890' })}
        {text('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://...' })}
        {text('instagram', 'Instagram', { type: 'url', inputMode: 'url', placeholder: 'https://instagram.com/...' })}
        {text('youtube', 'YouTube', { type: 'url', inputMode: 'url', placeholder: 'https://youtube.com/@...' })}
      </Block>
      <Block title="Infaq" icon={<HandCoins aria-hidden />}>
        {text('infaq_bank', 'Nama Bank')}
        {text('infaq_account', 'Nomor Rekening', { inputMode: 'numeric', hint: 'Hanya angka, spasi dan tanda hubung.' })}
        {text('infaq_holder', 'Atas Nama')}
        <ImageField
          label="Gambar QRIS"
          hint="Gambar QRIS dari bank Anda. JPG, PNG, GIF atau WebP, maksimal 20MB."
          preview={qris}
          onChange={(next) => {
            setQris(next?.preview ?? null);
            setValue('qris_key', next?.key ?? '', { shouldDirty: true });
          }}
        />
      </Block>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Menyimpan...' : 'Simpan Perubahan'}
      </Button>
    </form>
  );
}
