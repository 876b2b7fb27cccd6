import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import type { Session } from '@/lib/session';

// The account calls of /auth, /auth/callback, /verify-email and /reset-password.

type Schemas = components['schemas'];
export type EmailSent = Schemas['EmailSent'];
export type VerifiedSession = Schemas['VerifiedSession'];
export type GoogleSession = Schemas['GoogleSession'];

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  full_name: string;
  email: string;
  password: string;
  phone?: string;
}

export const authApi = {
  signIn: (input: SignInInput) => api.post<Session>('/auth/signin', input),
  signUp: (input: SignUpInput) => api.post<EmailSent>('/auth/signup', input),
  verifyEmail: (input: { email?: string; token: string }) =>
    api.post<VerifiedSession>('/auth/verify-email', input),
  resendVerification: (email: string) =>
    api.post<EmailSent>('/auth/verify-email/resend', { email }),
  forgotPassword: (email: string) => api.post<EmailSent>('/auth/password/forgot', { email }),
  checkResetToken: (token: string) =>
    api.post<{ ok: boolean }>('/auth/password/reset/check', { token }),
  resetPassword: (input: { token: string; password: string; password_confirmation: string }) =>
    api.post<{ ok: boolean }>('/auth/password/reset', input),
  googleStart: (returnTo: string) =>
    api.post<{ authorization_url: string }>('/auth/google/start', { return_to: returnTo }),
  googleCallback: (input: { state: string; code: string; error: string }) =>
    api.post<GoogleSession>('/auth/google/callback', input),
};
