import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

afterEach(() => {
  vi.useRealTimers();
});

describe('/verify-email', () => {
  it('uses the link, welcomes the user, shows success and goes home after 3 s', async () => {
    const confirmedAt = new Date().toISOString();
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/verify-email': () =>
        jsonResponse({
          ...userSession,
          user: { ...userSession.user, email_verified_at: confirmedAt },
          confirmed_at: confirmedAt,
        }),
    });
    const { router } = renderApp('/verify-email?email=fulan%40example.com&token=t0k3n');
    expect(await screen.findByText('Email berhasil diverifikasi!')).toBeInTheDocument();
    expect(await screen.findByText('Email berhasil diverifikasi! Selamat datang di Kajian Kita.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/');
      },
      { timeout: 8000 },
    );
    const calls = api.calls.filter((c) => c.route === 'POST /api/v1/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'fulan@example.com', token: 't0k3n' });
  });

  it('asks for the sign-up password when the link is opened in another browser, and refuses a wrong one', async () => {
    const confirmedAt = new Date().toISOString();
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/verify-email': (body) => {
        const password = (body as { password?: string }).password;
        if (!password) {
          return apiError(400, 'password_required', 'Masukkan password yang Anda buat saat mendaftar untuk mengaktifkan akun.');
        }
        if (password !== 'rahasia123') {
          return apiError(400, 'password_mismatch', 'Password tidak sesuai dengan pendaftaran ini. Gunakan password yang Anda buat saat mendaftar.');
        }
        return jsonResponse({ ...userSession, user: { ...userSession.user, email_verified_at: confirmedAt }, confirmed_at: confirmedAt });
      },
    });
    const user = userEvent.setup();
    renderApp('/verify-email?email=fulan%40example.com&token=t0k3n');
    expect(await screen.findByRole('heading', { name: 'Konfirmasi Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Aktifkan Akun' }));
    expect(
      await screen.findByText('Password tidak sesuai dengan pendaftaran ini. Gunakan password yang Anda buat saat mendaftar.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Aktifkan Akun' }));
    expect(await screen.findByText('Email berhasil diverifikasi!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.route === 'POST /api/v1/auth/verify-email').map((c) => c.body)).toEqual([
      { email: 'fulan@example.com', token: 't0k3n' },
      { email: 'fulan@example.com', token: 't0k3n', password: 'salah' },
      { email: 'fulan@example.com', token: 't0k3n', password: 'rahasia123' },
    ]);
  });

  it('goes straight home for an address confirmed more than 120 s ago', async () => {
    fakeApi(userSession); // confirmed in 2025
    const { router } = renderApp('/verify-email');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it.each([
    ['token_expired', 'Link sudah kedaluwarsa. Silakan minta link baru.'],
    ['token_invalid', 'Link tidak valid atau sudah digunakan.'],
  ])('shows the expired state for %s', async (code, message) => {
    fakeApi(visitor, { 'POST /api/v1/auth/verify-email': () => apiError(400, code, message) });
    renderApp('/verify-email?email=a%40example.com&token=lama');
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim Ulang Email Verifikasi' })).toBeEnabled();
  });

  it.each([
    ['the same address', '/verify-email?email=Fulan%40example.com&token=lama'],
    ['no address', '/verify-email?token=lama'],
  ])(
    'goes straight home when a refused link is opened signed in with the address confirmed (%s)',
    async (_case, path) => {
      fakeApi(userSession, {
        'POST /api/v1/auth/verify-email': () =>
          apiError(400, 'token_invalid', 'Link tidak valid atau sudah digunakan.'),
      });
      const { router } = renderApp(path);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(screen.queryByRole('heading', { name: 'Link Kedaluwarsa' })).not.toBeInTheDocument();
    },
  );

  it('shows the expired state for a refused link to another address, even signed in', async () => {
    fakeApi(userSession, {
      'POST /api/v1/auth/verify-email': () => apiError(400, 'token_invalid', 'Link tidak valid atau sudah digunakan.'),
    });
    const { router } = renderApp('/verify-email?email=lain%40example.com&token=lama');
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('shows the expired state for a link that arrives with access_denied', async () => {
    fakeApi(visitor);
    renderApp('/verify-email?email=a%40example.com#error=access_denied&error_code=otp_expired');
    expect(await screen.findByRole('heading', { name: 'Link Kedaluwarsa' })).toBeInTheDocument();
  });

  it('shows the error state when the server fails', async () => {
    fakeApi(visitor, { 'POST /api/v1/auth/verify-email': () => new Response(null, { status: 500 }) });
    renderApp('/verify-email?email=a%40example.com&token=x');
    expect(await screen.findByRole('heading', { name: 'Verifikasi Gagal' })).toBeInTheDocument();
  });

  it('resends with a visible 60 s countdown that blocks a second send', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/verify-email/resend': () => jsonResponse({ ok: true, email: 'a@example.com' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp('/verify-email?email=a%40example.com');
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Ulang Email Verifikasi' }));
    expect(await screen.findByText('Email verifikasi telah dikirim ulang!')).toBeInTheDocument();
    const counting = await screen.findByRole('button', { name: 'Kirim ulang dalam 60 detik' });
    expect(counting).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.getByRole('button', { name: /Kirim ulang dalam 3\d detik/ })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(await screen.findByRole('button', { name: 'Kirim Ulang Email Verifikasi' })).toBeEnabled();
    expect(api.calls.filter((c) => c.route === 'POST /api/v1/auth/verify-email/resend')).toHaveLength(1);
  });

  it('arriving from sign-up, counts the 60 s down from the e-mail the sign-up sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const api = fakeApi(visitor);
    renderApp({
      pathname: '/verify-email',
      search: '?email=a%40example.com',
      state: { verificationSentAt: Date.now() - 15_000 },
    });
    expect(await screen.findByRole('heading', { name: 'Cek Email Anda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kirim ulang dalam 4[45] detik/ })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(46_000);
    });
    expect(await screen.findByRole('button', { name: 'Kirim Ulang Email Verifikasi' })).toBeEnabled();
    expect(api.calls.filter((c) => c.route === 'POST /api/v1/auth/verify-email/resend')).toHaveLength(0);
  });

  it('opens resending at once when the sign-up e-mail is over 60 s old', async () => {
    fakeApi(visitor);
    renderApp({
      pathname: '/verify-email',
      search: '?email=a%40example.com',
      state: { verificationSentAt: Date.now() - 61_000 },
    });
    expect(await screen.findByRole('button', { name: 'Kirim Ulang Email Verifikasi' })).toBeEnabled();
  });

  it('cannot resend without an address, and says when resending fails', async () => {
    fakeApi(visitor);
    renderApp('/verify-email');
    expect(await screen.findByRole('button', { name: 'Kirim Ulang Email Verifikasi' })).toBeDisabled();
  });

  it('shows the failure message when resending fails', async () => {
    fakeApi(visitor, { 'POST /api/v1/auth/verify-email/resend': () => new Response(null, { status: 503 }) });
    const user = userEvent.setup();
    renderApp('/verify-email?email=a%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Kirim Ulang Email Verifikasi' }));
    expect(await screen.findByText('Gagal mengirim ulang email verifikasi')).toBeInTheDocument();
  });
});
