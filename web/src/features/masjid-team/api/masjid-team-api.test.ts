import { describe, expect, it } from 'vitest';
import { masjidFormSchema, TEAM_MESSAGES, type MasjidFormValues } from './masjid-team-api';

const good: MasjidFormValues = {
  name: 'Masjid Al-Ikhlas',
  address: '',
  facilities: ['ac'],
  whatsapp: '',
  website: 'https://alikhlas.example',
  instagram: '',
  youtube: '',
  infaq_bank: '',
  infaq_account: '0123-456 789',
  infaq_holder: '',
  photo_key: '',
  qris_key: '',
};

function problems(values: MasjidFormValues): Record<string, string> {
  const r = masjidFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

// The form mirrors the server's kajian.MasjidInput checks with its messages.
describe('masjidFormSchema', () => {
  it('accepts a filled form', () => {
    expect(problems(good)).toEqual({});
  });
  it.each([
    [{ name: ' ' }, 'name', TEAM_MESSAGES.nameRequired],
    [{ name: 'a'.repeat(151) }, 'name', TEAM_MESSAGES.nameRequired],
    [{ infaq_account: 'BCA 123' }, 'infaq_account', TEAM_MESSAGES.account],
    [{ infaq_account: '1'.repeat(31) }, 'infaq_account', TEAM_MESSAGES.account],
    [{ website: 'javascript:alert(1)' }, 'website', TEAM_MESSAGES.link],
    [{ instagram: '@alikhlas' }, 'instagram', TEAM_MESSAGES.link],
  ])('refuses %o on %s', (change, field, message) => {
    expect(problems({ ...good, ...change })[field]).toBe(message);
  });
});
