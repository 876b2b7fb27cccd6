import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import { masjidView, WEEK_TEXT } from '../test-fixtures';

const DETAIL = 'GET /api/v1/masjid/al-ikhlas';

/** setup is user-event with its clipboard, on a page served over https as the app is. */
function setup() {
  vi.stubGlobal('isSecureContext', true);
  return userEvent.setup();
}

describe('/masjid/{slug}', () => {
  it('shows the masjid, its sessions by day, prayer times, facilities, infaq, contact and the tools', async () => {
    fakeApi(visitor, { [DETAIL]: () => jsonResponse(masjidView()) });
    renderApp('/masjid/al-ikhlas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masjid Al-Ikhlas' })).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Rute/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-6.21,106.8',
    );
    expect(screen.getByRole('link', { name: 'Langganan kalender' }).getAttribute('href')).toMatch(
      /^webcal:\/\/[^/]+\/feeds\/masjid\/al-ikhlas\.ics$/,
    );
    // The weekly schedule by day, each at its time or after its prayer.
    const ahad = screen.getByRole('region', { name: 'Ahad' });
    expect(within(ahad).getByText("Ba'da Maghrib · adzan ± 17.58 WIB")).toBeInTheDocument();
    expect(within(ahad).getByRole('link', { name: 'Kajian Fiqih Ahad' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kamis' })).getByText('19.30 WIB')).toBeInTheDocument();
    // Not every week: on which weeks, in the server's words; every week needs no words.
    expect(within(screen.getByRole('region', { name: 'Kamis' })).getByText('Kamis pekan ke-2 & ke-4')).toBeInTheDocument();
    expect(within(ahad).queryByText(/Setiap/)).not.toBeInTheDocument();
    // One-off sessions as cards; prayer times; facilities with labels.
    expect(within(screen.getByTestId('kajian-mendatang')).getByRole('link', { name: 'Kajian Akbar Akhir Tahun' })).toBeInTheDocument();
    expect(within(screen.getByTestId('jadwal-sholat')).getByText('17.55')).toBeInTheDocument();
    expect(screen.getByText('Area akhwat')).toBeInTheDocument();
    // Infaq, contact and links.
    expect(screen.getByTestId('rekening')).toHaveTextContent('7000-1234-56');
    expect(screen.getByRole('img', { name: 'QRIS infaq Masjid Al-Ikhlas' })).toHaveAttribute('src', '/media/qris.png');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://alikhlas.or.id');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/masjidalikhlas');
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    // The widget's iframe, the TV page, the claim form; no 'Kelola masjid' for a visitor.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Kode sematan jadwal').value).toMatch(
      /^<iframe src="http:\/\/[^/]+\/masjid\/al-ikhlas\/embed" title="Jadwal kajian Masjid Al-Ikhlas" width="100%" height="560"/,
    );
    expect(screen.getByRole('link', { name: /Tampilan TV masjid/ })).toHaveAttribute('href', '/masjid/al-ikhlas/tv');
    expect(screen.getByRole('link', { name: /Saya pengurus masjid ini/ })).toHaveAttribute('href', '/masjid/al-ikhlas/klaim');
    expect(screen.queryByRole('link', { name: /Kelola masjid/ })).not.toBeInTheDocument();
  });

  it("copies the week's schedule and the account number, and says so", async () => {
    fakeApi(visitor, { [DETAIL]: () => jsonResponse(masjidView()) });
    const user = setup();
    renderApp('/masjid/al-ikhlas');
    await user.click(await screen.findByRole('button', { name: 'Salin jadwal pekan ini' }));
    expect(await screen.findByText('Jadwal pekan ini disalin. Tempel di grup WhatsApp Anda.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(WEEK_TEXT);
    await user.click(screen.getByRole('button', { name: 'Salin nomor rekening' }));
    expect(await screen.findByText('Nomor rekening disalin')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('7000123456');
  });

  it("offers its editors 'Kelola masjid'", async () => {
    fakeApi(userSession, {
      [DETAIL]: () => jsonResponse(masjidView({ can_edit: true })),
      'GET /api/v1/follows': () => jsonResponse({ follows: [] }),
    });
    renderApp('/masjid/al-ikhlas');
    expect(await screen.findByRole('link', { name: /Kelola masjid/ })).toHaveAttribute('href', '/masjid/al-ikhlas/kelola');
  });

  it('follows the masjid by its slug, and then shows Diikuti', async () => {
    let follows: unknown[] = [];
    const api = fakeApi(userSession, {
      [DETAIL]: () => jsonResponse(masjidView()),
      'GET /api/v1/follows': () => jsonResponse({ follows }),
      'POST /api/v1/follows': () => {
        const follow = { id: 'f-1', kind: 'masjid', label: 'Masjid Al-Ikhlas', feed_url: 'https://x/feeds/masjid/al-ikhlas.ics', created_at: '2026-11-28T00:00:00Z', masjid_slug: 'al-ikhlas' };
        follows = [follow];
        return jsonResponse({ follow, message: 'Anda mengikuti Masjid Al-Ikhlas' });
      },
    });
    const user = setup();
    renderApp('/masjid/al-ikhlas');
    await user.click(await screen.findByRole('button', { name: 'Ikuti Masjid Al-Ikhlas' }));
    expect(await screen.findByText('Anda mengikuti Masjid Al-Ikhlas')).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/follows')?.body).toEqual({ kind: 'masjid', masjid_slug: 'al-ikhlas' });
    expect(await screen.findByRole('button', { name: 'Berhenti mengikuti Masjid Al-Ikhlas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in to follow', async () => {
    fakeApi(visitor, { [DETAIL]: () => jsonResponse(masjidView()) });
    renderApp('/masjid/al-ikhlas');
    expect(await screen.findByRole('link', { name: 'Ikuti Masjid Al-Ikhlas' })).toHaveAttribute('href', '/auth?next=%2Fmasjid%2Fal-ikhlas');
  });

  it('is the not-found page for an unknown slug', async () => {
    fakeApi(visitor, { 'GET /api/v1/masjid/tidak-ada': () => apiError(404, 'not_found', 'Masjid tidak ditemukan') });
    renderApp('/masjid/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/Halaman Tidak Ditemukan/));
  });
});
