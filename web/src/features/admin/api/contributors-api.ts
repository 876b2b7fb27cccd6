import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type DirectPublication = components['schemas']['DirectPublication'];
export type RoleChanged = components['schemas']['RoleChanged'];

/** The roles an admin gives in the dashboard; making an admin stays with the command line. */
export const GRANTABLE_ROLES = [
  ['kontributor', 'Kontributor'],
  ['user', 'Pengguna'],
] as const;

export const CONTRIBUTOR_MESSAGES = {
  loadFailed: 'Gagal memuat kajian kontributor',
  roleFailed: 'Gagal mengubah peran',
  unpublishFailed: 'Gagal mengembalikan kajian ke antrean',
  emailRequired: 'Email pengguna harus diisi',
  emailInvalid: 'Format email tidak valid',
} as const;

/** roleSchema mirrors the server's role form (the server stays the authority). */
export const roleSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, CONTRIBUTOR_MESSAGES.emailRequired)
    .pipe(z.email({ error: CONTRIBUTOR_MESSAGES.emailInvalid })),
  role: z.enum(['kontributor', 'user']),
});
export type RoleValues = z.infer<typeof roleSchema>;

export const contributorQueries = {
  publications: () =>
    queryOptions({
      queryKey: queryKeys.admin.contributions,
      queryFn: ({ signal }): Promise<{ items: DirectPublication[] }> => api.get('/admin/contributions', { signal }),
      staleTime: 0,
      meta: { errorMessage: CONTRIBUTOR_MESSAGES.loadFailed },
    }),
};

export const contributorApi = {
  setRole: (values: RoleValues): Promise<RoleChanged> =>
    api.put('/admin/roles', { body: { email: values.email.trim(), role: values.role } }),
  unpublish: (p: Pick<DirectPublication, 'type' | 'session_id'>) =>
    api.post('/admin/contributions/{type}/{id}/unpublish', { params: { type: p.type, id: p.session_id } }),
};
