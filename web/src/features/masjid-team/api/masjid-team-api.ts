import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type MasjidForm = components['schemas']['MasjidForm'];
export type MasjidClaim = components['schemas']['MasjidClaim'];
export type MasjidSummary = components['schemas']['MasjidSummary'];
export type MasjidInput = components['schemas']['MasjidInput'];
export type MasjidEditor = components['schemas']['MasjidEditors']['items'][number];
export type CalendarSource = components['schemas']['CalendarSource'];

/** The team's texts; the server's own messages (validation, 403) are shown as it words them. */
export const TEAM_MESSAGES = {
  loadFailed: 'Gagal memuat data masjid',
  saveFailed: 'Gagal menyimpan data masjid',
  claimsFailed: 'Gagal memuat permintaan pengurus',
  actionFailed: 'Gagal memproses permintaan',
  nameRequired: 'Nama masjid wajib diisi (maksimal 150 karakter)',
  account: 'Nomor rekening hanya boleh berisi angka, spasi dan tanda hubung (maksimal 30 karakter)',
  link: 'Tautan harus berupa alamat web (http:// atau https://)',
  noteLong: 'Catatan maksimal 1.000 karakter',
  emailRequired: 'Email pengguna harus diisi',
} as const;

const link = z
  .string()
  .trim()
  .refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), TEAM_MESSAGES.link);

/** masjidFormSchema mirrors the server's kajian.MasjidInput checks (the server stays the authority). */
export const masjidFormSchema = z.object({
  name: z.string().trim().min(1, TEAM_MESSAGES.nameRequired).max(150, TEAM_MESSAGES.nameRequired),
  address: z.string(),
  facilities: z.array(z.string()),
  whatsapp: z.string(),
  website: link,
  instagram: link,
  youtube: link,
  infaq_bank: z.string(),
  infaq_account: z
    .string()
    .trim()
    .max(30, TEAM_MESSAGES.account)
    .regex(/^[0-9 -]*$/, TEAM_MESSAGES.account),
  infaq_holder: z.string(),
  photo_key: z.string(),
  qris_key: z.string(),
});
export type MasjidFormValues = z.infer<typeof masjidFormSchema>;

/** toFormValues fills the form from GET /masjid/{slug}/kelola. */
export function toFormValues(m: MasjidForm): MasjidFormValues {
  return {
    name: m.name,
    address: m.address,
    facilities: m.facilities,
    whatsapp: m.whatsapp,
    website: m.website,
    instagram: m.instagram,
    youtube: m.youtube,
    infaq_bank: m.infaq_bank,
    infaq_account: m.infaq_account,
    infaq_holder: m.infaq_holder,
    photo_key: m.photo_key,
    qris_key: m.qris_key,
  };
}

export const claimSchema = z.object({ note: z.string().max(1000, TEAM_MESSAGES.noteLong) });

export const masjidTeamQueries = {
  form: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjidTeam.form(slug),
      queryFn: ({ signal }): Promise<MasjidForm> => api.get('/masjid/{slug}/kelola', { params: { slug }, signal }),
      staleTime: 0,
    }),
  editors: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjidTeam.editors(slug),
      queryFn: ({ signal }) => api.get('/masjid/{slug}/editors', { params: { slug }, signal }),
      staleTime: 0,
    }),
  claims: (status: 'pending' | '') =>
    queryOptions({
      queryKey: queryKeys.masjidTeam.claims(status),
      queryFn: ({ signal }) => api.get('/admin/masjid-claims', { query: status ? { status } : {}, signal }),
      staleTime: 0,
      meta: { errorMessage: TEAM_MESSAGES.claimsFailed },
    }),
  /** reports are the open reports about the masjid's sessions (its editors and admins). */
  reports: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.masjidTeam.reports(slug),
      queryFn: ({ signal }) => api.get('/masjid/{slug}/reports', { params: { slug }, signal }),
      staleTime: 0,
    }),
  /** calendars are the viewer's calendar sources (the page keeps those of its masjid). */
  calendars: () =>
    queryOptions({
      queryKey: queryKeys.imports.list,
      queryFn: ({ signal }) => api.get('/calendar-sources', { signal }),
    }),
  /** search is the masjid directory (masjid-core's GET /masjid): by name, nearest first with a point. */
  search: (params: { q: string; lat?: number | undefined; lng?: number | undefined; limit?: number }) =>
    queryOptions({
      queryKey: queryKeys.masjidTeam.search(params),
      queryFn: ({ signal }) => api.get('/masjid', { query: { limit: 8, ...params }, signal }),
      staleTime: 60_000,
    }),
};

export const masjidTeamApi = {
  // Facilities come from the form's checkboxes of the server's list; the server checks them again.
  save: (slug: string, values: MasjidFormValues) =>
    api.put('/masjid/{slug}', {
      params: { slug },
      body: { ...values, facilities: values.facilities as NonNullable<MasjidInput['facilities']> },
    }),
  claim: (slug: string, note: string) => api.post('/masjid/{slug}/klaim', { params: { slug }, body: { note } }),
  decide: (id: string, approve: boolean) =>
    approve
      ? api.post('/admin/masjid-claims/{id}/approve', { params: { id } })
      : api.post('/admin/masjid-claims/{id}/reject', { params: { id } }),
  setVerified: (slug: string, verified: boolean) =>
    api.put('/admin/masjid/{slug}/verified', { params: { slug }, body: { verified } }),
  addEditor: (slug: string, email: string) => api.post('/masjid/{slug}/editors', { params: { slug }, body: { email: email.trim() } }),
  removeEditor: (slug: string, userId: string) => api.delete('/masjid/{slug}/editors/{userId}', { params: { slug, userId } }),
  /** addCalendar adds an iCal address as the masjid's calendar (fetched at once, up to 10 s on the server). */
  addCalendar: (url: string, masjidId: string) =>
    api.post('/calendar-sources', { body: { url: url.trim(), masjid_id: masjidId }, timeoutMs: 30_000 }),
  /** uploadImage sends a photo or QRIS image through the poster pipeline (its limits and messages). */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('poster', file, file.name || 'gambar');
    return api.post('/posters', { body: form, query: { kind: 'regular' }, timeoutMs: 60_000 });
  },
};
