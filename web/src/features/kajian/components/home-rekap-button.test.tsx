import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { Kajian } from '../api/home-queries';
import fixture from './testdata/cards.json?raw';

const cards = JSON.parse(fixture) as Kajian[];
const REKAP = '*Rekap Kajian — Kajian Kita*\n1 kajian pilihan\n\n*Kamis, 3 Desember 2026*\n…';

/**
 * setup is user-event, whose stand-in for the Clipboard API (jsdom has none) keeps what is
 * written, on a page served over https as the app is.
 */
function setup() {
  vi.stubGlobal('isSecureContext', true);
  return userEvent.setup();
}

describe('Salin rekap', () => {
  it('copies the text the server makes for the list as filtered, and says so', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/kajian': () => jsonResponse({ items: [cards[0]], past: [], total: 1, next_cursor: null }),
      'GET /api/v1/kajian/rekap': () => jsonResponse({ text: REKAP, count: 1 }),
    });
    const user = setup();
    renderApp('/?jenis=rutin&mode=online&q=kamis');
    await user.click(await screen.findByRole('button', { name: 'Salin rekap' }));

    expect(await screen.findByText('Rekap 1 kajian disalin. Tempel di grup WhatsApp Anda.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(REKAP);
    // The rekap asks for the list's own filters, without its paging.
    const routes = api.calls.map((c) => c.route);
    const list = new URL(routes.find((r) => r.startsWith('GET /api/v1/kajian?')) ?? '', 'http://x').searchParams;
    const rekap = new URL(routes.find((r) => r.startsWith('GET /api/v1/kajian/rekap?')) ?? '', 'http://x').searchParams;
    list.delete('limit');
    list.sort();
    rekap.sort();
    expect(rekap.toString()).toBe(list.toString());
    expect(rekap.get('type')).toBe('recurring');
    expect(rekap.get('mode')).toBe('online');
    expect(rekap.get('q')).toBe('kamis');
  });

  it('says so when the rekap cannot be made, and copies nothing', async () => {
    fakeApi(visitor, {
      'GET /api/v1/kajian': () => jsonResponse({ items: [cards[0]], past: [], total: 1, next_cursor: null }),
      'GET /api/v1/kajian/rekap': () => apiError(500, 'internal', 'Terjadi kesalahan'),
    });
    const user = setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Salin rekap' }));

    expect(await screen.findByText('Rekap gagal disalin. Silakan coba lagi.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Salin rekap' })).toBeEnabled();
    });
    expect(await navigator.clipboard.readText()).toBe('');
  });

  it('is not offered for an empty list', async () => {
    fakeApi(visitor, {
      'GET /api/v1/kajian': () => jsonResponse({ items: [], past: [], total: 0, next_cursor: null }),
    });
    renderApp('/?q=tidak-ada');
    expect(await screen.findByText('Tidak ada kajian yang ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salin rekap' })).not.toBeInTheDocument();
  });
});
