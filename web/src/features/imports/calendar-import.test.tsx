import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { CalendarEvent, CalendarSource } from './api/imports-api';

const SOURCE: CalendarSource = {
  id: 'src-1',
  url: 'https://kalender.masjid.id/jadwal.ics',
  name: 'Kajian Masjid Al-Ikhlas',
  last_fetched_at: '2026-11-28T03:00:00Z',
  next_fetch_at: '2026-11-28T09:00:00Z',
  last_error: 'Server kalender tidak dapat dihubungi',
  events: 2,
  drafts: 2,
  posted: 0,
  updated: 0,
  created_at: '2026-11-28T03:00:00Z',
  masjid: { slug: 'masjid-al-ikhlas', name: 'Masjid Al-Ikhlas' },
};

function event(id: string, title: string, time: string, missing: string[]): CalendarEvent {
  return {
    id,
    state: 'draft',
    extraction: {
      title, ustaz: '', speakers: [], date: '2026-12-13', time, after_prayer: '', prayer_offset: 0, audience: [],
      kitab: '', bab: '', location: 'Masjid Al-Ikhlas', address: 'Jl. Melati No. 12', description: '', contact_person: '',
      contact_phone: '', day_of_week: null, live_stream_url: '', timezone_region: 'WIB', kajian_type: 'regular',
      is_online: false, confidence: 75, source: 'text',
    },
    holidays: [],
    missing,
    note: '',
    existing: null,
    session_type: null,
    session_id: null,
  };
}

describe('Impor Kalender', () => {
  it('lists sources with their counts and last error', async () => {
    fakeApi(adminSession, { 'GET /api/v1/calendar-sources': () => jsonResponse({ sources: [SOURCE] }) });
    renderApp('/impor-kalender');
    const list = await screen.findByRole('list', { name: 'Kalender Saya' });
    expect(within(list).getByRole('link', { name: 'Kajian Masjid Al-Ikhlas' })).toHaveAttribute('href', '/impor-kalender/src-1');
    expect(within(list).getByText('Gagal diperbarui: Server kalender tidak dapat dihubungi')).toBeInTheDocument();
    // A masjid's calendar says whose it is.
    expect(within(list).getByText('Kalender Masjid Al-Ikhlas')).toBeInTheDocument();
  });

  it("shows the server's refusal of an address on the field", async () => {
    fakeApi(adminSession, {
      'GET /api/v1/calendar-sources': () => jsonResponse({ sources: [] }),
      'POST /api/v1/calendar-sources': () =>
        apiError(400, 'fetch_private_address', 'Alamat kalender tidak boleh menuju jaringan lokal atau pribadi'),
    });
    const user = userEvent.setup();
    renderApp('/impor-kalender');
    await user.type(await screen.findByLabelText('Alamat kalender (iCal)'), 'http://10.0.0.1/kalender.ics');
    await user.click(screen.getByRole('button', { name: 'Tambah Kalender' }));
    expect(await screen.findByText('Alamat kalender tidak boleh menuju jaringan lokal atau pribadi')).toBeInTheDocument();
  });

  it('flags what a draft lacks and posts it as corrected', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/calendar-sources/src-1': () =>
        jsonResponse({ source: SOURCE, events: [event('ev-1', 'Daurah Ilmiyah Sehari', '', ['Pemateri', 'Waktu'])] }),
      'POST /api/v1/calendar-sources/src-1/drafts/ev-1/post': () =>
        jsonResponse({ kajian: {}, message: 'Kajian berhasil dibuat dan langsung dipublikasikan!' }, 201),
    });
    const user = userEvent.setup();
    renderApp('/impor-kalender/src-1');
    const card = await screen.findByTestId('draf-kalender');
    expect(within(card).getByText('Belum terbaca: Pemateri, Waktu')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Pemateri'), 'Ustadz Abdullah');
    await user.type(within(card).getByLabelText('Waktu (WIB)'), '08:00');
    await user.click(within(card).getByRole('button', { name: 'Posting' }));
    await waitFor(() => {
      expect(api.calls.find((c) => c.route === 'POST /api/v1/calendar-sources/src-1/drafts/ev-1/post')?.body).toMatchObject({
        kajian_type: 'regular',
        title: 'Daurah Ilmiyah Sehari',
        date: '2026-12-13',
        time: '08:00',
        speakers: [{ name: 'Ustadz Abdullah', is_main_speaker: true, speaker_order: 1 }],
      });
    });
    expect(await screen.findByText('Kajian berhasil dibuat dan langsung dipublikasikan!')).toBeInTheDocument();
  });
});
