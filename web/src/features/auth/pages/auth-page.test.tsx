import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

describe('/auth', () => {
  it('validates sign-in and sign-up with the spec messages', async () => {
    const api = fakeApi(visitor);
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Daftar' }));
    await user.type(screen.getByLabelText('Email'), 'bukan-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Nama harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.getByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);
  });

  it('signs in, welcomes once and returns to the page the user came from', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/signin': () => jsonResponse(userSession),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth?next=%2Fprofile');
    await user.type(await screen.findByLabelText('Email'), 'fulan@example.com');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Berhasil masuk!')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/signin')?.body).toEqual({
      email: 'fulan@example.com',
      password: 'rahasia123',
    });
  });

  it('shows the server message, and for an unverified address a way to resend', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/signin': () => apiError(401, 'invalid_credentials', 'Email atau password salah'),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'salah123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();

    api.on('POST /api/v1/auth/signin', () => apiError(403, 'email_not_verified', 'Email Anda belum diverifikasi.'));
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const link = await screen.findByRole('link', { name: 'Kirim ulang email verifikasi' });
    expect(link).toHaveAttribute('href', '/verify-email?email=a%40example.com');
  });

  it('falls back to Terjadi kesalahan when the server gives no message', async () => {
    fakeApi(visitor, { 'POST /api/v1/auth/signin': () => new Response('oops', { status: 502 }) });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Terjadi kesalahan')).toBeInTheDocument();
  });

  it('signs up and goes to the verification page for the address', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/signup': () => jsonResponse({ ok: true, email: 'aisyah@example.com' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth?mode=signup');
    await user.type(await screen.findByLabelText('Nama Lengkap'), 'Aisyah');
    await user.type(screen.getByLabelText('Email'), 'Aisyah@example.com');
    await user.type(screen.getByLabelText('Password'), 'rahasia12');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/verify-email?email=aisyah%40example.com',
      );
    });
    // The sign-up sent the first e-mail: resending waits for the 60 s cooldown.
    expect(router.state.location.state).toEqual({ verificationSentAt: expect.any(Number) as number });
    expect(await screen.findByRole('button', { name: /Kirim ulang dalam (60|59) detik/ })).toBeDisabled();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/signup')?.body).toEqual({
      full_name: 'Aisyah',
      email: 'Aisyah@example.com',
      password: 'rahasia12',
    });
  });

  it('asks for the e-mail first in forgot-password mode, then sends the link', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/password/forgot': () => jsonResponse({ ok: true, email: 'a@example.com' }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Lupa password?' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Link Reset Password' }));
    expect(await screen.findByText('Masukkan email Anda terlebih dahulu')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim Link Reset Password' }));
    expect(await screen.findByText('Link reset password telah dikirim ke email Anda!')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route === 'POST /api/v1/auth/password/forgot')).toBe(true);

    api.on('POST /api/v1/auth/password/forgot', () => new Response(null, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Kirim Link Reset Password' }));
    expect(await screen.findByText('Gagal mengirim email reset password')).toBeInTheDocument();
  });

  it('offers no Google sign-in when the server does not have it', async () => {
    fakeApi(visitor);
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText('atau')).not.toBeInTheDocument();
  });

  it('starts Google sign-in with the origin when it is offered', async () => {
    const api = fakeApi(
      { ...visitor, google_enabled: true },
      { 'POST /api/v1/auth/google/start': () => apiError(503, 'google_unavailable', 'Gagal masuk dengan Google') },
    );
    const user = userEvent.setup();
    renderApp('/auth?next=%2Fmy-kajian');
    await user.click(await screen.findByRole('button', { name: 'Masuk dengan Google' }));
    expect(await screen.findByText('Gagal masuk dengan Google')).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/auth/google/start')?.body).toEqual({
      return_to: '/my-kajian',
    });
  });

  it('sends a signed-in user straight on', async () => {
    fakeApi(userSession);
    const { router } = renderApp('/auth?next=%2Fjournal');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/journal');
    });
  });
});
