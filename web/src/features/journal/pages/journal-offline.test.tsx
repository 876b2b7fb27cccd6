import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import type { Note } from '../api/journal-api';

// 'Catatan Saya' offline: what was fetched before answers when the server cannot be reached,
// with the line the home list uses, instead of 'Gagal memuat catatan kajian'.

const ID = '0b8e6a52-0000-4000-8000-0000000000b2';

const note: Note = {
  id: ID,
  user_id: 'u-1',
  author_name: 'Fulan bin Fulan',
  kajian_id: 'k-1',
  recurring_kajian_id: null,
  attendance_date: '2026-11-20',
  notes: '<p><strong>Sabar</strong> itu cahaya</p>',
  notes_text: 'Sabar itu cahaya',
  tags: ['sabar'],
  session: { type: 'regular', title: 'Kajian Akhlak', ustaz: 'Ust. Ahmad', slug: '2026-11-20-kajian-akhlak', location: 'Masjid Al-Ikhlas' },
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  is_favorite: false,
  visibility: 'private',
};

const page = { items: [note], total: 1, page: 1, page_size: 9, tags: ['sabar'] };

/** unreachable is a fetch that fails as it does without a connection. */
const unreachable = (): Response => {
  throw new TypeError('Failed to fetch');
};

describe('own notes offline', () => {
  it('shows the list kept from the last visit with when it was fetched', async () => {
    const api = fakeApi(userSession, { 'GET /api/v1/journal': () => jsonResponse(page) });
    const first = renderApp('/journal');
    expect(await screen.findByRole('link', { name: 'Kajian Akhlak' })).toBeInTheDocument();
    first.unmount();

    api.on('GET /api/v1/journal', unreachable);
    renderApp('/journal');
    expect(await screen.findByText(/Anda sedang offline\. Data terakhir diperbarui/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kajian Akhlak' })).toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat catatan kajian')).not.toBeInTheDocument();
  });

  it('shows a note opened before, and says it is a kept copy', async () => {
    const api = fakeApi(userSession, { [`GET /api/v1/journal/${ID}`]: () => jsonResponse(note) });
    const first = renderApp(`/journal/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian Akhlak' })).toBeInTheDocument();
    expect(screen.queryByText(/Anda sedang offline/)).not.toBeInTheDocument();
    first.unmount();

    api.on(`GET /api/v1/journal/${ID}`, unreachable);
    renderApp(`/journal/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian Akhlak' })).toBeInTheDocument();
    expect(screen.getByText('Sabar').tagName).toBe('STRONG');
    expect(screen.getByText(/Anda sedang offline\. Data terakhir diperbarui/)).toBeInTheDocument();
  });

  it('without a kept copy says the load failed, with a way to try again', async () => {
    fakeApi(userSession, { 'GET /api/v1/journal': unreachable });
    renderApp('/journal');
    expect(await screen.findAllByText('Gagal memuat catatan kajian')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
