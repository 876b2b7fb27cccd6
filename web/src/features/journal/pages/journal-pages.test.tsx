import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import type { Note } from '../api/journal-api';

const ID = '0b8e6a52-0000-4000-8000-0000000000a1';

function note(over: Partial<Note> = {}): Note {
  return {
    id: ID,
    user_id: 'u-1',
    author_name: 'Fulan bin Fulan',
    kajian_id: 'k-1',
    recurring_kajian_id: null,
    attendance_date: '2026-11-20',
    notes: '<p><strong>Sabar</strong> itu cahaya</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    notes_text: 'Sabar itu cahaya',
    tags: ['akhlak', 'sabar', 'iman', 'ilmu'],
    session: { type: 'regular', title: 'Kajian Akhlak', ustaz: 'Ust. Ahmad', slug: '2026-11-20-kajian-akhlak', location: 'Masjid Al-Ikhlas' },
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-21T08:00:00Z',
    is_favorite: true,
    visibility: 'public',
    ...over,
  };
}

describe('/journal/:id', () => {
  it('shows the badges, the session, the sanitised note and both times', async () => {
    fakeApi(userSession, { [`GET /api/v1/journal/${ID}`]: () => jsonResponse(note()) });
    renderApp(`/journal/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian Akhlak' })).toBeInTheDocument();
    expect(screen.getByText('Kajian Insidental')).toBeInTheDocument();
    expect(screen.getByText('Favorit')).toBeInTheDocument();
    expect(screen.getByText('Publik')).toBeInTheDocument();
    expect(screen.getByText('Masjid Al-Ikhlas')).toBeInTheDocument();
    expect(screen.getByText('Jumat, 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Sabar').tagName).toBe('STRONG');
    // DOMPurify drops what the server's sanitiser would have dropped already.
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/Dibuat .* · Diperbarui/)).toBeInTheDocument();
  });

  it('makes a public note private with the server', async () => {
    const api = fakeApi(userSession, {
      [`GET /api/v1/journal/${ID}`]: () => jsonResponse(note()),
      [`PUT /api/v1/journal/${ID}/visibility`]: () => jsonResponse({ message: 'Catatan sekarang privat' }),
    });
    const user = userEvent.setup();
    renderApp(`/journal/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Jadikan Privat' }));
    await waitFor(() => {
      expect(api.calls).toContainEqual({ route: `PUT /api/v1/journal/${ID}/visibility`, body: { visibility: 'private' } });
    });
    expect(await screen.findByText('Catatan sekarang privat')).toBeInTheDocument();
  });

  it('says Catatan tidak ditemukan, with the way back, for a note that is not the user’s', async () => {
    fakeApi(userSession, { [`GET /api/v1/journal/${ID}`]: () => apiError(404, 'not_found', 'Catatan tidak ditemukan') });
    renderApp(`/journal/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Catatan tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Catatan Saya' })).toHaveAttribute('href', '/journal');
  });
});

describe('/journal/:id/edit', () => {
  it('keeps the session read-only and saves the edited fields, then opens the note', async () => {
    const api = fakeApi(userSession, {
      [`GET /api/v1/journal/${ID}`]: () => jsonResponse(note({ is_favorite: false })),
      [`PUT /api/v1/journal/${ID}`]: (body) =>
        jsonResponse({ note: note({ ...(body as Partial<Note>) }), message: 'Catatan kajian berhasil diperbarui!' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/journal/${ID}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Catatan' })).toBeInTheDocument();
    expect(screen.getByText('Kajian tidak dapat diubah. Buat catatan baru untuk kajian lain.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Cari judul, ustadz, atau lokasi...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Tandai sebagai favorit' }));
    await user.type(screen.getByPlaceholderText('Contoh: tafsir, akhlak'), 'muamalah{Enter}');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/journal/${ID}`);
    });
    const put = api.calls.find((c) => c.route === `PUT /api/v1/journal/${ID}`);
    expect(put?.body).toMatchObject({ is_favorite: true, tags: ['akhlak', 'sabar', 'iman', 'ilmu', 'muamalah'], attendance_date: '2026-11-20' });
    expect(put?.body).not.toHaveProperty('kajian_id');
    expect(await screen.findByText('Catatan kajian berhasil diperbarui!')).toBeInTheDocument();
  });
});

describe('/journal/:id/edit with an empty note', () => {
  it('offers no Simpan Perubahan while the note is empty, as the create page', async () => {
    fakeApi(userSession, { [`GET /api/v1/journal/${ID}`]: () => jsonResponse(note({ notes: '' })) });
    renderApp(`/journal/${ID}/edit`);
    expect(await screen.findByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();
  });
});

describe('/public-journals', () => {
  it('lists public notes with their authors and opens one', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/public-journals': () => jsonResponse({ items: [note()], total: 13, page: 1, page_size: 12, tags: ['akhlak'] }),
    });
    const user = userEvent.setup();
    renderApp('/public-journals');
    expect(await screen.findByText('oleh Fulan bin Fulan')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1-1 dari 13 catatan')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cari catatan' }), 'sabar');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('GET /api/v1/public-journals?q=sabar');
    });
    await user.click(screen.getByText('Kajian Akhlak'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Fulan bin Fulan' })).toHaveAttribute('href', '/profile/u-1');
  });
});
