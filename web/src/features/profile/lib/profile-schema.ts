import { z } from 'zod';
import { phoneSchema } from '@/lib/validation';

export const NAME_REQUIRED = 'Nama lengkap harus diisi';

/** profileSchema: full name required ('Nama lengkap harus diisi'), phone optional (spec §5). */
export const profileSchema = z.object({
  full_name: z.string().trim().min(1, NAME_REQUIRED).max(100, 'Nama lengkap maksimal 100 karakter'),
  phone: phoneSchema,
});
export type ProfileValues = z.infer<typeof profileSchema>;
