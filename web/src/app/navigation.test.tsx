import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '@/app/navigation';
import { adminSession, renderApp, stubServer, userSession, visitor } from '@/test/app';

const VISITOR = [
  ['Beranda', '/'],
  ['Masjid', '/masjid'],
  ['Posting Kajian', '/kajian/new'],
  ['Catatan Publik', '/public-journals'],
  ['Saran & Masukan', '/feedback'],
];
const USER = [
  ['Beranda', '/'],
  ['Masjid', '/masjid'],
  ['Posting Kajian', '/kajian/new'],
  ['Kajian Saya', '/my-kajian'],
  ['Catatan Saya', '/journal'],
  ['Catatan Publik', '/public-journals'],
  ['Saran & Masukan', '/feedback'],
];
const ADMIN = [
  ['Beranda', '/'],
  ['Masjid', '/masjid'],
  ['Dashboard', '/admin/dashboard'],
  ['Persetujuan', '/admin/approvals'],
  ['Kelola Feedback', '/admin/feedback'],
  ['Kelola Catatan', '/admin/journals'],
  ['Laporan', '/admin/laporan'],
  ['Saran & Masukan', '/feedback'],
];

function linksIn(container: HTMLElement): string[][] {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent.trim(), link.getAttribute('href') ?? '']);
}

/** panelOf is the element a disclosure button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the button controls nothing');
  return panel;
}

describe('navItemsFor', () => {
  it.each([
    ['visitor', VISITOR],
    ['user', USER],
    ['admin', ADMIN],
  ] as const)('lists exactly the %s entries', (role, expected) => {
    expect(navItemsFor(role).map((item) => [item.label, item.to])).toEqual(expected);
  });
});

describe('header and tab bar', () => {
  it('shows a visitor the product, Masuk and the visitor tabs', async () => {
    stubServer(visitor);
    renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(linksIn(tabs)).toEqual(VISITOR);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Kajian Kita' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
    expect(within(banner).queryByText(/Ahlan/)).not.toBeInTheDocument();
  });

  it('greets a signed-in user and shows the user tabs and the account menu', async () => {
    stubServer(userSession);
    const user = userEvent.setup();
    renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(linksIn(tabs)).toEqual(USER);
    const banner = screen.getByRole('banner');
    // The greeting, exactly 'Ahlan, {name}', is the way to the profile.
    expect(within(banner).getByRole('link', { name: 'Ahlan, Fulan bin Fulan' })).toHaveAttribute('href', '/profile');
    expect(within(banner).queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(within(banner).queryByText('Admin')).not.toBeInTheDocument();
    // Signing out is inside the account menu, never one tap away.
    expect(within(banner).queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
    const account = within(banner).getByRole('button', { name: 'Menu akun Fulan bin Fulan' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(linksIn(panelOf(account))).toEqual([
      ['Profil', '/profile'],
      ['Kajian Saya', '/my-kajian'],
      ['Catatan Saya', '/journal'],
    ]);
    expect(within(banner).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('shows an admin the Admin badge and the admin tabs only', async () => {
    stubServer(adminSession);
    renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(linksIn(tabs)).toEqual(ADMIN);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Admin')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Ahlan, Ustadzah Admin' })).toBeInTheDocument();
    const user = userEvent.setup();
    const account = within(banner).getByRole('button', { name: 'Menu akun Ustadzah Admin' });
    await user.click(account);
    expect(linksIn(panelOf(account))).toEqual([
      ['Profil', '/profile'],
      ['Dashboard', '/admin/dashboard'],
      ['Persetujuan', '/admin/approvals'],
      ['Kelola Feedback', '/admin/feedback'],
      ['Kelola Catatan', '/admin/journals'],
      ['Laporan', '/admin/laporan'],
      ['Kelola Masjid', '/admin/masjid'],
      ['Impor Kalender', '/impor-kalender'],
    ]);
  });

  it('highlights the tab of the current page only', async () => {
    stubServer(visitor);
    renderApp('/feedback');
    const tabs = await screen.findByRole('navigation', { name: 'Navigasi utama' });
    expect(within(tabs).getByRole('link', { name: 'Saran & Masukan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
  });

  it('signs out: POST /auth/signout, toast, and the header turns back to Masuk', async () => {
    const server = stubServer(userSession);
    const user = userEvent.setup();
    const { router } = renderApp('/feedback');
    await user.click(await screen.findByRole('button', { name: 'Menu akun Fulan bin Fulan' }));
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('Berhasil keluar!')).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/v1/auth/signout');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('greeting', () => {
  it('takes a signed-in user to their profile from the header', async () => {
    stubServer(userSession);
    const user = userEvent.setup();
    const { router } = renderApp('/feedback');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('link', { name: 'Ahlan, Fulan bin Fulan' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
  });

  it('takes the user to their profile from the mobile menu, which closes', async () => {
    stubServer(adminSession);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kajian Kita' });
    const greeting = within(dialog).getByRole('link', { name: 'Ahlan, Ustadzah Admin' });
    expect(greeting).toHaveAttribute('href', '/profile');
    expect(within(dialog).getByText('Admin')).toBeInTheDocument();
    await user.click(greeting);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('mobile menu', () => {
  it('lists exactly the visitor entries plus Masuk / Daftar, and closes on Escape', async () => {
    stubServer(visitor);
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Buka menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kajian Kita' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(linksIn(within(dialog).getByRole('navigation'))).toEqual(VISITOR);
    expect(within(dialog).getByRole('link', { name: 'Masuk / Daftar' })).toHaveAttribute('href', '/auth');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });

  it('lists the admin entries without posting or personal pages', async () => {
    stubServer(adminSession);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kajian Kita' });
    expect(linksIn(within(dialog).getByRole('navigation'))).toEqual(ADMIN);
    expect(within(dialog).queryByText('Masuk / Daftar')).not.toBeInTheDocument();
  });

  it('closes when an entry is chosen and goes to its page', async () => {
    stubServer(userSession);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kajian Kita' });
    await user.click(within(dialog).getByRole('link', { name: 'Catatan Publik' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByRole('heading', { name: 'Catatan Publik' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public-journals');
  });
});
