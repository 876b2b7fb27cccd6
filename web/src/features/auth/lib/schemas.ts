import { z } from 'zod';
import { phoneSchema } from '@/lib/validation';

// The account forms' rules with the spec's messages (§5); the server checks the same.

export const MIN_PASSWORD = 8;

export const MESSAGES = {
  nameRequired: 'Nama harus diisi',
  emailRequired: 'Email harus diisi',
  emailFirst: 'Masukkan email Anda terlebih dahulu',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Password harus diisi',
  passwordShort: 'Password minimal 8 karakter',
  passwordMismatch: 'Password dan konfirmasi password tidak sama',
} as const;

function email(required: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .pipe(z.email({ error: MESSAGES.emailInvalid }));
}

export const signInSchema = z.object({
  email: email(MESSAGES.emailRequired),
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  full_name: z.string().trim().min(1, MESSAGES.nameRequired),
  email: email(MESSAGES.emailRequired),
  password: z.string().min(1, MESSAGES.passwordRequired).min(MIN_PASSWORD, MESSAGES.passwordShort),
  phone: phoneSchema,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotSchema = z.object({ email: email(MESSAGES.emailFirst) });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD, MESSAGES.passwordShort),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
