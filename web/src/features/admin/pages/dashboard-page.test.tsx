import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import type { AdminSession, Dashboard } from '../api/dashboard-api';

function dashboard(): Dashboard {
  return {
    stats: {
      total_regular: 31,
      total_recurring: 12,
      upcoming_regular: 9,
      active_recurring: 10,
      pending: 4,
      attending: 1250,
      public_notes: 17,
      open_reports: 3,
    },
    weeks: Array.from({ length: 12 }, (_, i) => ({
      start: `2026-${String(9 + Math.floor((i * 7 + 7) / 30)).padStart(2, '0')}-${String(((i * 7 + 7) % 28) + 1).padStart(2, '0')}`,
      postings: i,
      attending: i * 3,
    })),
    recent: [
      {
        id: 'l-1',
        actor_id: 'a-1',
        actor_name: 'Ustadzah Admin',
        action: 'reject',
        subject_type: 'recurring',
        subject_id: 'k-9',
        subject_title: 'Bahasa Arab Pekanan',
        detail: null,
        reason: 'Jadwal bentrok',
        created_at: '2026-11-21T05:00:00Z',
      },
      {
        id: 'l-0',
        actor_id: 'u-7',
        actor_name: 'Relawan Masjid',
        action: 'publish_direct',
        subject_type: 'regular',
        subject_id: 'k-7',
        subject_title: 'Kajian Relawan',
        detail: null,
        reason: null,
        created_at: '2026-11-21T06:00:00Z',
      },
      {
        id: 'l-2',
        actor_id: 'a-1',
        actor_name: 'Ustadzah Admin',
        action: 'feedback_status',
        subject_type: 'feedback',
        subject_id: 'f-1',
        subject_title: 'Peta kosong',
        detail: 'new → resolved',
        reason: null,
        created_at: '2026-11-21T04:00:00Z',
      },
    ],
  };
}

const session = {
  id: 'k-1',
  type: 'regular',
  slug: '2026-11-24-tafsir',
  path: '/kajian/2026-11-24-tafsir',
  title: 'Tafsir Al-Kahfi',
  ustaz: 'Ustadz Hakim',
  date: '2026-11-24',
  day_of_week: null,
  time: '19:30',
  timezone_region: 'WIB',
  status: 'approved',
  rsvp_count: 3,
  can_edit: true,
  can_delete: true,
} as unknown as AdminSession;

describe('/admin/dashboard', () => {
  it('shows the seven figures, the chart as numbers for screen readers, recent actions, and deletes a session', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/dashboard': () => jsonResponse(dashboard()),
      'GET /api/v1/admin/sessions': () => jsonResponse({ items: [session], total: 1, page: 1, page_size: 10, total_pages: 1 }),
      'DELETE /api/v1/postings/regular/2026-11-24-tafsir': () => jsonResponse({ ok: true, message: 'Kajian berhasil dihapus' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeInTheDocument();
    const figures: [string, string][] = [
      ['Total Kajian Insidental', '31'],
      ['Total Kajian Rutin', '12'],
      ['Kajian Mendatang', '9'],
      ['Kajian Rutin Aktif', '10'],
      ['Menunggu Persetujuan', '4'],
      ['Total Kehadiran', '1.250'],
      ['Catatan Publik', '17'],
      ['Laporan Terbuka', '3'],
    ];
    for (const [label, value] of figures) {
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    const shortcuts = screen.getByRole('navigation', { name: 'Pintasan admin' });
    for (const [to, name] of [
      ['/admin/approvals', /Persetujuan Kajian/],
      ['/admin/journals', /Kelola Catatan Publik/],
      ['/admin/feedback', /Kelola Feedback/],
      ['/admin/contributors', /Kelola Kontributor/],
      ['/admin/laporan', /Laporan3 terbuka/],
    ] as const) {
      expect(within(shortcuts).getByRole('link', { name })).toHaveAttribute('href', to);
    }
    const table = screen.getByRole('table', { name: 'Kajian diposting dan jawaban hadir per minggu' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent('1133');

    expect(screen.getByText(/menolak kajian rutin “Bahasa Arab Pekanan”/)).toBeInTheDocument();
    expect(screen.getByText('Alasan: Jadwal bentrok')).toBeInTheDocument();
    expect(screen.getByText(/mengubah status feedback “Peta kosong”: Baru → Selesai/)).toBeInTheDocument();
    expect(screen.getByText(/mempublikasikan langsung kajian “Kajian Relawan” sebagai kontributor/)).toBeInTheDocument();

    expect(await screen.findByText('Menampilkan 1-1 dari 1 kajian')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus kajian Tafsir Al-Kahfi' }));
    expect(await screen.findByText(/Kajian “Tafsir Al-Kahfi” akan dihapus permanen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus Kajian' }));
    expect(await screen.findByText('Kajian berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('DELETE /api/v1/postings/regular/2026-11-24-tafsir');
    });
  });

  it('says Gagal memuat data dashboard when it cannot load', async () => {
    fakeApi(adminSession, { 'GET /api/v1/admin/sessions': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 10, total_pages: 0 }) });
    renderApp('/admin/dashboard');
    expect((await screen.findAllByText('Gagal memuat data dashboard')).length).toBeGreaterThan(0);
  });
});
