import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const ok = () => jsonResponse({ ok: true });

describe('/reset-password', () => {
  it('checks the link, validates, changes the password and goes to /auth after 3 s', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/password/reset/check': ok,
      'POST /api/v1/auth/password/reset': ok,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/reset-password?token=abc');
    const password = await screen.findByLabelText('Password Baru');
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(await screen.findByText('Password minimal 8 karakter')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'baru1234');
    await user.type(screen.getByLabelText('Konfirmasi Password Baru'), 'baru12345');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(await screen.findByText('Password dan konfirmasi password tidak sama')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route === 'POST /api/v1/auth/password/reset')).toBe(false);

    await user.clear(screen.getByLabelText('Konfirmasi Password Baru'));
    await user.type(screen.getByLabelText('Konfirmasi Password Baru'), 'baru1234');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(await screen.findAllByText('Password berhasil diubah!')).not.toHaveLength(0);
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/password/reset')?.body).toEqual({
      token: 'abc',
      password: 'baru1234',
      password_confirmation: 'baru1234',
    });
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/auth');
      },
      { timeout: 8000 },
    );
  });

  it('shows the expired state for a used or old link', async () => {
    fakeApi(visitor, {
      'POST /api/v1/auth/password/reset/check': () => apiError(400, 'token_expired', 'Link sudah kedaluwarsa.'),
    });
    renderApp('/reset-password?token=lama');
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim ulang link reset' })).toBeInTheDocument();
  });

  it('without a token says the link is incomplete and sends a new one from the page', async () => {
    const api = fakeApi(visitor, { 'POST /api/v1/auth/password/forgot': () => jsonResponse({ email: 'jamaah@example.id' }) });
    const user = userEvent.setup();
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Link Tidak Lengkap' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link Kedaluwarsa' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'jamaah@example.id');
    await user.click(screen.getByRole('button', { name: 'Kirim ulang link reset' }));
    expect(await screen.findByText(/link reset password sudah\s+dikirim/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/password/forgot')?.body).toEqual({ email: 'jamaah@example.id' });
  });

  it('shows the expired state for access_denied', async () => {
    fakeApi(visitor);
    renderApp('/reset-password#error=access_denied&error_description=Email+link+is+invalid+or+has+expired');
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
  });

  it('shows the error state when the link cannot be checked', async () => {
    fakeApi(visitor, { 'POST /api/v1/auth/password/reset/check': () => new Response(null, { status: 500 }) });
    renderApp('/reset-password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
  });

  it('turns to expired when the link ran out while typing', async () => {
    fakeApi(visitor, {
      'POST /api/v1/auth/password/reset/check': ok,
      'POST /api/v1/auth/password/reset': () => apiError(400, 'token_expired', 'Link sudah kedaluwarsa.'),
    });
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('Password Baru'), 'baru1234');
    await user.type(screen.getByLabelText('Konfirmasi Password Baru'), 'baru1234');
    await user.click(screen.getByRole('button', { name: 'Simpan Password Baru' }));
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
  });
});
