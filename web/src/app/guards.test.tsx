import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthRedirectState } from '@/app/guards';
import { adminSession, renderApp, stubServer, userSession, visitor } from '@/test/app';

const ADMIN_ONLY = 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.';

describe('RequireAuth', () => {
  it.each(['/my-kajian', '/kajian/new', '/journal/new', '/profile', '/journal/42/edit'])(
    'sends a visitor on %s to /auth, remembering the origin',
    async (path) => {
      stubServer(visitor);
      const { router } = renderApp(`${path}?tab=2`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Masuk atau Daftar' })).toBeInTheDocument();
      const { location } = router.state;
      expect(location.pathname).toBe('/auth');
      expect(new URLSearchParams(location.search).get('next')).toBe(`${path}?tab=2`);
      expect((location.state as AuthRedirectState).from).toMatchObject({ pathname: path, search: '?tab=2' });
    },
  );

  it('treats a missing session endpoint (404) as a visitor', async () => {
    stubServer(404);
    const { router } = renderApp('/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk atau Daftar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('lets a signed-in user through', async () => {
    stubServer(userSession);
    const { router } = renderApp('/my-kajian');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian Saya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-kajian');
  });
});

describe('RequireAdmin', () => {
  it.each(['/admin/dashboard', '/admin/approvals', '/admin/feedback', '/admin/journals', '/admin/laporan', '/admin/masjid'])(
    'sends a signed-in non-admin on %s home with the admin-only error toast',
    async (path) => {
      stubServer(userSession);
      const { router } = renderApp(path);
      expect(await screen.findByText(ADMIN_ONLY)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getAllByText(ADMIN_ONLY)).toHaveLength(1);
    },
  );

  it('sends a visitor to /auth, remembering the origin, without the admin toast', async () => {
    stubServer(visitor);
    const { router } = renderApp('/admin/approvals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk atau Daftar' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/approvals');
    expect(screen.queryByText(ADMIN_ONLY)).not.toBeInTheDocument();
  });

  it('lets an admin through', async () => {
    stubServer(adminSession);
    renderApp('/admin/approvals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Persetujuan Kajian' })).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_ONLY)).not.toBeInTheDocument();
  });
});
