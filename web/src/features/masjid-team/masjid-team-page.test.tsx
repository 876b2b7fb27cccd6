import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { CalendarSource, MasjidForm } from './api/masjid-team-api';

const MASJID: MasjidForm = {
  id: 'm-1', slug: 'masjid-al-ikhlas', name: 'Masjid Al-Ikhlas', address: 'Jl. Melati 12', region: 'Jakarta Selatan',
  verified: true, facilities: [], all_facilities: [], whatsapp: '', website: '', instagram: '', youtube: '', infaq_bank: '',
  infaq_account: '', infaq_holder: '', photo_key: '', photo_url: null, qris_key: '', qris_url: null, can_manage_team: false,
};

function source(id: string, name: string, masjid: CalendarSource['masjid']): CalendarSource {
  return {
    id, url: `https://kalender.masjid.id/${id}.ics`, name, last_fetched_at: null, next_fetch_at: '2026-11-28T09:00:00Z',
    last_error: null, events: 3, drafts: 3, posted: 0, updated: 0, created_at: '2026-11-28T03:00:00Z', masjid,
  };
}

describe('Kelola Masjid: Kalender Masjid', () => {
  it("lists this masjid's calendars and adds one for the masjid", async () => {
    const api = fakeApi(userSession, {
      'GET /api/v1/masjid/masjid-al-ikhlas/kelola': () => jsonResponse(MASJID),
      'GET /api/v1/masjid/masjid-al-ikhlas/reports': () => jsonResponse({ items: [] }),
      'GET /api/v1/calendar-sources': () =>
        jsonResponse({
          sources: [
            source('s-1', 'Jadwal Al-Ikhlas', { slug: 'masjid-al-ikhlas', name: 'Masjid Al-Ikhlas' }),
            source('s-2', 'Kalender Pribadi', null),
          ],
        }),
      'POST /api/v1/calendar-sources': () =>
        jsonResponse({ source: source('s-3', 'Baru', { slug: 'masjid-al-ikhlas', name: 'Masjid Al-Ikhlas' }), message: 'Kalender berhasil ditambahkan: 3 draf kajian siap diperiksa' }, 201),
      'GET /api/v1/calendar-sources/s-3': () => jsonResponse({ source: source('s-3', 'Baru', null), events: [] }),
    });
    const user = userEvent.setup();
    renderApp('/masjid/masjid-al-ikhlas/kelola');
    const list = await screen.findByRole('list', { name: 'Kalender masjid ini' });
    expect(within(list).getByRole('link', { name: 'Jadwal Al-Ikhlas' })).toHaveAttribute('href', '/impor-kalender/s-1');
    expect(within(list).queryByText('Kalender Pribadi')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Kalender Masjid' });
    await user.type(within(section).getByLabelText('Alamat kalender (iCal)'), 'https://kalender.masjid.id/baru.ics');
    await user.click(within(section).getByRole('button', { name: 'Tambah Kalender Masjid' }));
    await waitFor(() => {
      expect(api.calls.find((c) => c.route === 'POST /api/v1/calendar-sources')?.body).toEqual({
        url: 'https://kalender.masjid.id/baru.ics',
        masjid_id: 'm-1',
      });
    });
  });

  it("shows the server's refusal on the field", async () => {
    fakeApi(userSession, {
      'GET /api/v1/masjid/masjid-al-ikhlas/kelola': () => jsonResponse(MASJID),
      'GET /api/v1/masjid/masjid-al-ikhlas/reports': () => jsonResponse({ items: [] }),
      'GET /api/v1/calendar-sources': () => jsonResponse({ sources: [] }),
      'POST /api/v1/calendar-sources': () => apiError(403, 'forbidden', 'Anda bukan pengurus masjid ini'),
    });
    const user = userEvent.setup();
    renderApp('/masjid/masjid-al-ikhlas/kelola');
    const section = await screen.findByRole('region', { name: 'Kalender Masjid' });
    await user.type(within(section).getByLabelText('Alamat kalender (iCal)'), 'https://kalender.masjid.id/x.ics');
    await user.click(within(section).getByRole('button', { name: 'Tambah Kalender Masjid' }));
    expect(await within(section).findByText('Anda bukan pengurus masjid ini')).toBeInTheDocument();
  });
});

describe('Kelola Masjid: Laporan Jamaah', () => {
  it("lists the open reports about the masjid's sessions with a link to correct each", async () => {
    fakeApi(userSession, {
      'GET /api/v1/masjid/masjid-al-ikhlas/kelola': () => jsonResponse(MASJID),
      'GET /api/v1/calendar-sources': () => jsonResponse({ sources: [] }),
      'GET /api/v1/masjid/masjid-al-ikhlas/reports': () =>
        jsonResponse({
          items: [
            {
              id: 'r-1', session_type: 'regular', session_title: 'Tafsir Al-Kahfi', session_path: '/kajian/tafsir-al-kahfi',
              edit_path: '/kajian/tafsir-al-kahfi/edit', reason: 'wrong_time_place', reason_label: 'Waktu/tempat salah',
              note: 'Mulai ba’da Isya, bukan Maghrib', created_at: '2026-11-28T03:00:00Z',
            },
          ],
        }),
    });
    renderApp('/masjid/masjid-al-ikhlas/kelola');
    const list = await screen.findByRole('list', { name: 'Laporan terbuka' });
    expect(within(list).getByText('Waktu/tempat salah')).toBeInTheDocument();
    expect(within(list).getByText('“Mulai ba’da Isya, bukan Maghrib”')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Tafsir Al-Kahfi' })).toHaveAttribute('href', '/kajian/tafsir-al-kahfi');
    expect(within(list).getByRole('link', { name: 'Edit kajian' })).toHaveAttribute('href', '/kajian/tafsir-al-kahfi/edit');
  });

  it('says when there is none', async () => {
    fakeApi(userSession, {
      'GET /api/v1/masjid/masjid-al-ikhlas/kelola': () => jsonResponse(MASJID),
      'GET /api/v1/calendar-sources': () => jsonResponse({ sources: [] }),
      'GET /api/v1/masjid/masjid-al-ikhlas/reports': () => jsonResponse({ items: [] }),
    });
    renderApp('/masjid/masjid-al-ikhlas/kelola');
    const section = await screen.findByRole('region', { name: 'Laporan Jamaah' });
    expect(await within(section).findByText('Tidak ada laporan terbuka.')).toBeInTheDocument();
  });
});
