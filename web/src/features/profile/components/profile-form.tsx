import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { profileSchema, type ProfileValues } from '@/features/profile/lib/profile-schema';

/** ProfileForm edits or creates a profile: full name (required) and WhatsApp number. */
export function ProfileForm({
  defaults,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaults: ProfileValues;
  submitLabel: string;
  onSubmit: (values: ProfileValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
    >
      <TextField
        label="Nama Lengkap"
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <TextField
        label="Nomor WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx (opsional)"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Batal
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
