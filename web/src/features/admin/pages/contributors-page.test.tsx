import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { DirectPublication } from '../api/contributors-api';

const published: DirectPublication = {
  log_id: 'l-1',
  type: 'regular',
  session_id: 'k-1',
  title: 'Kajian Relawan Masjid',
  slug: '2026-11-25-kajian-relawan-masjid',
  status: 'approved',
  contributor_id: 'u-1',
  contributor_name: 'Relawan Masjid',
  published_at: '2026-11-22T05:00:00Z',
  undoable: true,
};

describe('/admin/contributors', () => {
  it('grants the role by e-mail, says when the account is missing, and sends a posting back to the queue', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/contributions': () => jsonResponse({ items: [published] }),
      'PUT /api/v1/admin/roles': (body) =>
        (body as { email: string }).email === 'relawan@masjid.id'
          ? jsonResponse({
              ok: true,
              message: 'Peran relawan@masjid.id diubah menjadi Kontributor',
              user_id: 'u-1',
              email: 'relawan@masjid.id',
              full_name: 'Relawan Masjid',
              role: 'kontributor',
              previous_role: 'user',
            })
          : apiError(404, 'user_not_found', 'Tidak ada akun dengan email ini'),
      'POST /api/v1/admin/contributions/regular/k-1/unpublish': () =>
        jsonResponse({ ok: true, message: 'Kajian dikembalikan ke antrean persetujuan' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/contributors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelola Kontributor' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simpan Peran' }));
    expect(await screen.findByText('Email pengguna harus diisi')).toBeInTheDocument();

    const email = screen.getByLabelText('Email Pengguna');
    await user.type(email, 'siapa@masjid.id');
    await user.click(screen.getByRole('button', { name: 'Simpan Peran' }));
    expect(await screen.findByText('Tidak ada akun dengan email ini')).toBeInTheDocument();
    expect(email).toHaveValue('siapa@masjid.id');

    await user.clear(email);
    await user.type(email, 'relawan@masjid.id');
    expect(screen.getByLabelText('Peran')).toHaveValue('kontributor');
    await user.click(screen.getByRole('button', { name: 'Simpan Peran' }));
    expect(await screen.findByText('Peran relawan@masjid.id diubah menjadi Kontributor')).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'PUT /api/v1/admin/roles' && (c.body as { email: string }).email === 'relawan@masjid.id')?.body)
      .toEqual({ email: 'relawan@masjid.id', role: 'kontributor' });

    const item = (await screen.findByText('Kajian Relawan Masjid')).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('Dipublikasikan langsung')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Kajian Relawan Masjid' })).toHaveAttribute(
      'href',
      '/kajian/2026-11-25-kajian-relawan-masjid',
    );
    await user.click(within(item).getByRole('button', { name: 'Kembalikan ke Antrean' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan ke Antrean' }));
    expect(await screen.findByText('Kajian dikembalikan ke antrean persetujuan')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('POST /api/v1/admin/contributions/regular/k-1/unpublish');
    });
  });
});
