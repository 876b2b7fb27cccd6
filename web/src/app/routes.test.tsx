import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, renderApp, stubServer, userSession, visitor } from '@/test/app';

describe('404 page', () => {
  it('shows Halaman Tidak Ditemukan inside the layout for an unknown path', async () => {
    stubServer(visitor);
    renderApp('/tidak-ada/sama-sekali');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Halaman Tidak Ditemukan · Kajian Kita');
  });

  it('links back home with Kembali ke Beranda', async () => {
    stubServer(visitor);
    const user = userEvent.setup();
    const { router } = renderApp('/kajian/abc/def/ghi');
    const link = await screen.findByRole('link', { name: 'Kembali ke Beranda' });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('also answers unknown paths under /admin for an admin', async () => {
    stubServer(adminSession);
    renderApp('/admin/tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeInTheDocument();
  });
});

// Every route of both route tables, with the title its page shows.
const publicRoutes = [
  ['/', 'Jadwal Kajian'],
  // The fake server knows no such session: the page says so, inside the layout.
  ['/kajian/2025-05-05-kajian-tafsir-juz-amma', 'Kajian tidak ditemukan'],
  ['/kajian-rutin/senin-kajian-fiqih-muamalah', 'Kajian rutin tidak ditemukan'],
  // The fake server knows no such user: the page says so, inside the layout.
  ['/profile/4f1c7a52-2b7d-4a55-9f0e-2f7c2a9b1d10', 'Profil tidak ditemukan'],
  ['/feedback', 'Saran & Masukan'],
  ['/public-journals', 'Catatan Publik'],
] as const;

const signedInRoutes = [
  ['/profile', 'Profil Saya'],
  ['/kajian/new', 'Posting Kajian Baru'],
  ['/kajian/2025-05-05-kajian-tafsir/edit', 'Edit Kajian'],
  ['/kajian-rutin/senin-kajian-fiqih/edit', 'Edit Kajian Rutin'],
  ['/my-kajian', 'Kajian Saya'],
  ['/journal', 'Catatan Saya'],
  ['/journal/new', 'Tambah Catatan'],
  // The fake server knows no such note: both pages say so, inside the layout.
  ['/journal/7d3e', 'Catatan tidak ditemukan'],
  ['/journal/7d3e/edit', 'Catatan tidak ditemukan'],
] as const;

const adminRoutes = [
  ['/admin/dashboard', 'Dashboard Admin'],
  ['/admin/approvals', 'Persetujuan Kajian'],
  ['/admin/feedback', 'Kelola Feedback'],
  ['/admin/journals', 'Kelola Catatan Publik'],
  ['/admin/laporan', 'Laporan'],
] as const;

const standaloneRoutes = [
  ['/auth', 'Masuk atau Daftar'],
  ['/auth/callback', 'Menyelesaikan Proses Masuk'],
  ['/verify-email?email=fulan%40example.com', 'Verifikasi Email'],
  ['/reset-password', 'Atur Ulang Password'],
] as const;

describe('route table', () => {
  it.each(publicRoutes)('%s is open to visitors and shows "%s" in the layout', async (path, title) => {
    stubServer(visitor);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(signedInRoutes)('%s shows "%s" to a signed-in user', async (path, title) => {
    stubServer(userSession);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(adminRoutes)('%s shows "%s" to an admin', async (path, title) => {
    stubServer(adminSession);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(standaloneRoutes)('%s shows "%s" without the common layout', async (path, title) => {
    stubServer(visitor);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).not.toBeInTheDocument();
  });

  it('/admin goes to the dashboard', async () => {
    stubServer(adminSession);
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
