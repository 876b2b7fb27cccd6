import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicNote } from '@/components/notes/note-share-text';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { fakeApi } from '@/test/fake-api';

const ID = '0b8e6a52-0000-4000-8000-0000000000a1';

function note(): PublicNote {
  return {
    id: ID,
    user_id: 'u-1',
    author_name: 'Fulan bin Fulan',
    kajian_id: 'k-1',
    recurring_kajian_id: null,
    attendance_date: '2026-11-20',
    notes: '<p>Sabar itu cahaya</p>',
    notes_text: 'Sabar itu cahaya',
    tags: ['akhlak', 'sabar', 'iman', 'ilmu'],
    session: { type: 'regular', title: 'Kajian Akhlak', ustaz: 'Ust. Ahmad', slug: '2026-11-20-kajian-akhlak', location: null },
    created_at: '2026-11-20T12:00:00Z',
  };
}

describe('/admin/journals', () => {
  it('shows public notes with the profile link, and deletes one after confirming', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/journals': () => jsonResponse({ items: [note()], total: 1, page: 1, page_size: 10, tags: ['akhlak', 'sabar'] }),
      [`DELETE /api/v1/admin/journals/${ID}`]: () => jsonResponse({ message: 'Catatan berhasil dihapus' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/journals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelola Catatan Publik' })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Cari catatan berdasarkan judul, ustadz, atau isi...')).toBeInTheDocument();
    for (const profile of await screen.findAllByRole('link', { name: 'Lihat Profil' })) {
      expect(profile).toHaveAttribute('href', '/profile/u-1');
      expect(profile).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText('Menampilkan 1-1 dari 1 catatan')).toBeInTheDocument();

    // The table (large screens) and the cards (phones) both carry the actions.
    const [view] = screen.getAllByRole('button', { name: 'Lihat catatan Fulan bin Fulan' });
    if (!view) throw new Error('no view button');
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Catatan' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus Catatan' }));
    expect(await screen.findByText('Apakah Anda yakin ingin menghapus catatan ini?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus Catatan' }));
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain(`DELETE /api/v1/admin/journals/${ID}`);
    });
    expect(await screen.findByText('Catatan berhasil dihapus')).toBeInTheDocument();
  });

  it('says Belum ada catatan publik when there are none', async () => {
    fakeApi(adminSession, {
      'GET /api/v1/admin/journals': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 10, tags: [] }),
    });
    renderApp('/admin/journals');
    expect(await screen.findByText('Belum ada catatan publik')).toBeInTheDocument();
  });
});
