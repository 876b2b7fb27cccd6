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
  signIn: (input: SignInInput): Promise<Session> => api.post('/auth/signin', { body: input }),
  signUp: (input: SignUpInput): Promise<EmailSent> => api.post('/auth/signup', { body: input }),
  verifyEmail: (input: { email?: string; token: string; password?: string }): Promise<VerifiedSession> =>
    api.post('/auth/verify-email', { body: input }),
  resendVerification: (email: string): Promise<EmailSent> => api.post('/auth/verify-email/resend', { body: { email } }),
  forgotPassword: (email: string): Promise<EmailSent> => api.post('/auth/password/forgot', { body: { email } }),
  checkResetToken: (token: string) => api.post('/auth/password/reset/check', { body: { token } }),
  resetPassword: (input: { token: string; password: string; password_confirmation: string }) =>
    api.post('/auth/password/reset', { body: input }),
  googleStart: (returnTo: string) => api.post('/auth/google/start', { body: { return_to: returnTo } }),
  googleCallback: (input: { state: string; code: string; error: string }): Promise<GoogleSession> =>
    api.post('/auth/google/callback', { body: input }),
};
