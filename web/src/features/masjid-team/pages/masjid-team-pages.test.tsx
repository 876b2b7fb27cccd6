import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp, userSession } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { MasjidClaim, MasjidEditor, MasjidSummary } from '../api/masjid-team-api';

const masjid: MasjidSummary = {
  id: '0b8e6a52-0000-4000-8000-0000000000b1',
  slug: 'masjid-al-ikhlas-bandung',
  name: 'Masjid Al-Ikhlas',
  address: 'Jl. Cikutra No. 12',
  region: 'Bandung',
  zone: 'WIB',
  latitude: -6.9,
  longitude: 107.6,
  verified: false,
  facilities: ['ac'],
  distance_km: null,
  upcoming_count: 2,
};

const claim: MasjidClaim = {
  id: 'c-1',
  masjid_slug: masjid.slug,
  masjid_name: masjid.name,
  user_id: 'u-2',
  user_email: 'sekretaris@alikhlas.id',
  user_name: 'Ahmad Sekretaris',
  note: 'Saya sekretaris DKM',
  status: 'pending',
  created_at: '2026-11-22T05:00:00Z',
  decided_at: null,
};

const editor = (email: string, name: string): MasjidEditor => ({
  user_id: `id-${email}`,
  email,
  full_name: name,
  added_at: '2026-11-20T05:00:00Z',
});

const teamPath = `/api/v1/masjid/${masjid.slug}`;

// The server's answer to an e-mail no account has (kajian.ErrMasjidEditorMissing, on its field).
const missing = 'Pengguna dengan email tersebut tidak ditemukan';

describe('/admin/masjid', () => {
  it('lists the claims and decides one, lists a found masjid’s editors and adds one by e-mail, showing the server’s refusal on the field', async () => {
    const editors = [editor('dkm@alikhlas.id', 'Budi Takmir')];
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/masjid-claims': () => jsonResponse({ items: [claim] }),
      'POST /api/v1/admin/masjid-claims/c-1/approve': () =>
        jsonResponse({ ok: true, message: 'Permintaan disetujui: pengguna kini pengurus masjid' }),
      'GET /api/v1/masjid': () => jsonResponse({ items: [masjid], page: 1, total: 1, has_more: false }),
      [`GET ${teamPath}/editors`]: () => jsonResponse({ items: editors }),
      [`POST ${teamPath}/editors`]: (body) => {
        const email = (body as { email: string }).email;
        if (email !== 'bendahara@alikhlas.id') return jsonResponse({ error: { code: 'validation_failed', message: missing, field: 'email' } }, 400);
        editors.push(editor(email, 'Siti Bendahara'));
        return jsonResponse({ ok: true, message: 'Pengurus berhasil ditambahkan' }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/masjid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelola Masjid' })).toBeInTheDocument();

    const claimItem = (await screen.findByText('Saya sekretaris DKM')).closest('li');
    if (!claimItem) throw new Error('no claim item');
    expect(within(claimItem).getByRole('link', { name: 'Masjid Al-Ikhlas' })).toHaveAttribute('href', `/masjid/${masjid.slug}`);
    await user.click(within(claimItem).getByRole('button', { name: 'Setujui sekretaris@alikhlas.id' }));
    expect(await screen.findByText('Permintaan disetujui: pengguna kini pengurus masjid')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Cari masjid'), 'ikhlas');
    const results = await screen.findByRole('list', { name: 'Hasil pencarian masjid' });
    await user.click(within(results).getByRole('button', { name: /Masjid Al-Ikhlas/ }));
    const panel = await screen.findByRole('region', { name: 'Tim Masjid Al-Ikhlas' });
    expect(await within(panel).findByText('dkm@alikhlas.id')).toBeInTheDocument();
    expect(within(panel).getByText('Budi Takmir')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hapus dkm@alikhlas.id dari pengurus' })).toBeInTheDocument();

    const email = within(panel).getByLabelText('Tambah pengurus (email akun)');
    const add = within(panel).getByRole('button', { name: 'Tambah Pengurus' });
    await user.click(add);
    expect(await within(panel).findByText('Email pengguna harus diisi')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route === `POST ${teamPath}/editors`)).toBe(false);

    await user.type(email, 'siapa@alikhlas.id');
    await user.click(add);
    expect(await within(panel).findByText(missing)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('siapa@alikhlas.id');

    await user.clear(email);
    await user.type(email, 'bendahara@alikhlas.id');
    await user.click(add);
    expect(await screen.findByText('Pengurus berhasil ditambahkan')).toBeInTheDocument();
    expect(await within(panel).findByText('bendahara@alikhlas.id')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('says when there is no editor and no claim', async () => {
    fakeApi(adminSession, {
      'GET /api/v1/admin/masjid-claims': () => jsonResponse({ items: [] }),
      'GET /api/v1/masjid': () => jsonResponse({ items: [masjid], page: 1, total: 1, has_more: false }),
      [`GET ${teamPath}/editors`]: () => jsonResponse({ items: [] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/masjid');
    expect(await screen.findByText('Tidak ada permintaan pengurus.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari masjid'), 'ikhlas');
    await user.click(await screen.findByRole('button', { name: /Masjid Al-Ikhlas/ }));
    const panel = await screen.findByRole('region', { name: 'Tim Masjid Al-Ikhlas' });
    expect(await within(panel).findByText('Belum ada pengurus.')).toBeInTheDocument();
  });
});

describe('/masjid/:slug/klaim', () => {
  it('sends the note to the admins and says so', async () => {
    const api = fakeApi(userSession, {
      [`GET ${teamPath}`]: () => jsonResponse({ masjid: { name: masjid.name } }),
      [`POST ${teamPath}/klaim`]: () => jsonResponse({ ok: true, message: 'Permintaan Anda telah dikirim ke admin' }, 201),
    });
    const user = userEvent.setup();
    renderApp(`/masjid/${masjid.slug}/klaim`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saya pengurus masjid ini' })).toBeInTheDocument();
    expect(await screen.findByText('Masjid Al-Ikhlas')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Catatan untuk admin'), 'Saya sekretaris DKM');
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText('Permintaan Anda telah dikirim ke admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Permintaan' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls.find((c) => c.route === `POST ${teamPath}/klaim`)?.body).toEqual({ note: 'Saya sekretaris DKM' });
    });
  });

  it('keeps the form and shows the server’s refusal when the claim is refused', async () => {
    fakeApi(userSession, {
      [`GET ${teamPath}`]: () => jsonResponse({ masjid: { name: masjid.name } }),
      [`POST ${teamPath}/klaim`]: () => apiError(409, 'already_editor', 'Anda sudah menjadi pengurus masjid ini'),
    });
    const user = userEvent.setup();
    renderApp(`/masjid/${masjid.slug}/klaim`);
    await user.click(await screen.findByRole('button', { name: 'Kirim Permintaan' }));
    expect(await screen.findByText('Anda sudah menjadi pengurus masjid ini')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim Permintaan' })).toBeEnabled();
  });

  it('says so for an unknown masjid, with no form', async () => {
    fakeApi(userSession, {
      [`GET /api/v1/masjid/tidak-ada`]: () => apiError(404, 'not_found', 'Masjid tidak ditemukan'),
    });
    renderApp('/masjid/tidak-ada/klaim');
    expect(await screen.findByRole('alert')).toHaveTextContent('Masjid tidak ditemukan');
    expect(screen.queryByRole('button', { name: 'Kirim Permintaan' })).not.toBeInTheDocument();
  });
});

describe('/masjid/:slug/kelola', () => {
  it('shows the server’s refusal to someone who does not keep the masjid', async () => {
    fakeApi(userSession, {
      [`GET ${teamPath}/kelola`]: () => apiError(403, 'forbidden', 'Anda bukan pengurus masjid ini'),
    });
    renderApp(`/masjid/${masjid.slug}/kelola`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda bukan pengurus masjid ini');
    expect(screen.getByRole('link', { name: 'Halaman masjid' })).toHaveAttribute('href', `/masjid/${masjid.slug}`);
  });
});
