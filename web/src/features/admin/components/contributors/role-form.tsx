import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Select } from '@/components/ui/select';
import { GRANTABLE_ROLES, roleSchema, type RoleValues } from '../../api/contributors-api';

/**
 * RoleForm gives or takes the trusted contributor role: the account's e-mail address and
 * 'Kontributor' or 'Pengguna'. The field is cleared after a change; an unknown address is
 * shown by the caller's toast and keeps what was typed.
 */
export function RoleForm({ onSubmit }: { onSubmit: (values: RoleValues) => Promise<boolean> }) {
  const roleId = useId();
  const form = useForm<RoleValues>({
    resolver: zodResolver(roleSchema),
    defaultValues: { email: '', role: 'kontributor' },
  });
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset({ email: '', role: values.role });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="role-form-title"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id="role-form-title" className="font-semibold text-stone-900">
          Ubah Peran Pengguna
        </h2>
        <p className="text-sm text-stone-600">
          Kajian yang diposting kontributor langsung tampil tanpa menunggu persetujuan, dan tercatat di log moderasi.
          Peran ini tidak membuka halaman admin.
        </p>
      </div>
      <TextField
        label="Email Pengguna"
        type="email"
        autoComplete="off"
        inputMode="email"
        placeholder="nama@email.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={roleId} className="text-sm font-medium text-stone-800">
          Peran
        </label>
        <Select id={roleId} options={GRANTABLE_ROLES} {...form.register('role')} />
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Menyimpan...' : 'Simpan Peran'}
      </Button>
    </form>
  );
}
