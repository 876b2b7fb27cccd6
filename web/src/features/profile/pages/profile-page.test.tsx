import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/features/profile/api/profile-api';
import { adminSession, jsonResponse, renderApp, userSession } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

if (!userSession.profile) throw new Error('the test session has a profile');
const base: Profile = userSession.profile;
const withLocation: Profile = {
  ...base,
  phone: '0812 3456 7890',
  manual_location_city: 'Makassar',
  manual_location_display_name: 'Makassar, Sulawesi Selatan',
  manual_location_latitude: -5.1477,
  manual_location_longitude: 119.4327,
  manual_location_updated_at: '2026-11-20T00:00:00Z',
};

describe('/profile', () => {
  it('shows the profile with its role and saved location', async () => {
    fakeApi(userSession, { 'GET /api/v1/profile': () => jsonResponse(withLocation) });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Fulan bin Fulan' })).toBeInTheDocument();
    expect(screen.getByText('Peran: Pengguna')).toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
    expect(screen.getByText('0812 3456 7890')).toBeInTheDocument();
    expect(screen.getByText('Makassar')).toBeInTheDocument();
    expect(screen.getByText('Makassar, Sulawesi Selatan')).toBeInTheDocument();
    expect(screen.getByText('-5.14770, 119.43270')).toBeInTheDocument();
  });

  it('gives admins the Administrator badge', async () => {
    fakeApi(adminSession, { 'GET /api/v1/profile': () => jsonResponse(adminSession.profile) });
    renderApp('/profile');
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Peran: Administrator')).toBeInTheDocument();
  });

  it('edits: requires the full name, saves, and can be cancelled', async () => {
    const api = fakeApi(userSession, {
      'GET /api/v1/profile': () => jsonResponse(base),
      'PUT /api/v1/profile': (body) => jsonResponse({ ...base, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    const name = screen.getByLabelText('Nama Lengkap');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama lengkap harus diisi')).toBeInTheDocument();

    await user.type(name, 'Fulanah');
    await user.type(screen.getByLabelText('Nomor WhatsApp'), '081234567890');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Profil berhasil diperbarui!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fulanah' })).toBeInTheDocument();
    // The header greets with the new name too.
    expect(within(screen.getByRole('banner')).getAllByText('Fulanah').length).toBeGreaterThan(0);
    expect(api.calls.find((c) => c.route === 'PUT /api/v1/profile')?.body).toEqual({
      full_name: 'Fulanah',
      phone: '081234567890',
    });

    await user.click(screen.getByRole('button', { name: 'Edit Profil' }));
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
  });

  it('says when saving fails', async () => {
    fakeApi(userSession, {
      'GET /api/v1/profile': () => jsonResponse(base),
      'PUT /api/v1/profile': () => new Response(null, { status: 500 }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal memperbarui profil')).toBeInTheDocument();
  });

  it('clears the saved location', async () => {
    fakeApi(userSession, {
      'GET /api/v1/profile': () => jsonResponse(withLocation),
      'DELETE /api/v1/profile/location': () => jsonResponse(base),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Hapus Lokasi' }));
    expect(await screen.findByText('Lokasi berhasil dihapus')).toBeInTheDocument();
    expect(screen.queryByText('Makassar')).not.toBeInTheDocument();
  });

  it('restores the location when clearing fails', async () => {
    fakeApi(userSession, {
      'GET /api/v1/profile': () => jsonResponse(withLocation),
      'DELETE /api/v1/profile/location': () => apiError(503, 'unavailable', 'Layanan sedang tidak tersedia.'),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Hapus Lokasi' }));
    expect(await screen.findByText('Gagal menghapus lokasi: Layanan sedang tidak tersedia.')).toBeInTheDocument();
    expect(screen.getByText('Makassar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus Lokasi' })).toBeEnabled();
  });

  it('creates a profile when the account has none', async () => {
    const api = fakeApi(
      { ...userSession, profile: null },
      {
        'GET /api/v1/profile': () => apiError(404, 'profile_missing', 'Profil belum dibuat'),
        'POST /api/v1/profile': (body) => jsonResponse({ ...base, ...(body as object) }, 201),
      },
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Buat Profil' }));
    expect(await screen.findByText('Nama lengkap harus diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Hamba Allah');
    await user.click(screen.getByRole('button', { name: 'Buat Profil' }));
    expect(await screen.findByText('Profil berhasil dibuat!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hamba Allah' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/profile')?.body).toEqual({ full_name: 'Hamba Allah', phone: '' });
  });

  it('gives the reason when creating fails', async () => {
    fakeApi(
      { ...userSession, profile: null },
      {
        'GET /api/v1/profile': () => apiError(404, 'profile_missing', 'Profil belum dibuat'),
        'POST /api/v1/profile': () => apiError(409, 'profile_exists', 'Profil sudah ada'),
      },
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Nama Lengkap'), 'X');
    await user.click(screen.getByRole('button', { name: 'Buat Profil' }));
    expect(await screen.findByText('Gagal membuat profil: Profil sudah ada')).toBeInTheDocument();
  });

  it('sends a visitor to /auth remembering /profile', async () => {
    fakeApi({ user: null, profile: null, google_enabled: false });
    const { router } = renderApp('/profile');
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth?next=%2Fprofile');
    });
  });
});
