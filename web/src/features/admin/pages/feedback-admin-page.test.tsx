import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import type { Feedback } from '../api/feedback-api';

const ID = '6f1c0b2e-0000-4000-8000-0000000000f1';

function feedback(changes: Partial<Feedback> = {}): Feedback {
  return {
    id: ID,
    name: null,
    email: null,
    subject: 'Peta tidak muncul',
    message: 'Di HP Android peta kosong',
    category: 'bug_report',
    category_label: 'Laporan Bug',
    status: 'new',
    status_label: 'Baru',
    user_id: null,
    sender_name: null,
    created_at: '2026-11-20T03:00:00Z',
    updated_at: '2026-11-20T03:00:00Z',
    resolved_at: null,
    resolved_by: null,
    resolver_name: null,
    ...changes,
  };
}

const page = (items: Feedback[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 10, total_pages: 1 });

describe('/admin/feedback', () => {
  it('searches and filters, moves a message to Selesai, and deletes it after confirming', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/feedback': () => page([feedback()]),
      [`PUT /api/v1/admin/feedback/${ID}/status`]: () =>
        jsonResponse({
          ok: true,
          message: 'Status feedback berhasil diperbarui',
          feedback: feedback({
            status: 'resolved',
            status_label: 'Selesai',
            resolved_at: '2026-11-21T05:00:00Z',
            updated_at: '2026-11-21T05:00:00Z',
            resolver_name: 'Ustadzah Admin',
          }),
        }),
      [`DELETE /api/v1/admin/feedback/${ID}`]: () => jsonResponse({ ok: true, message: 'Feedback berhasil dihapus' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelola Feedback' })).toBeInTheDocument();
    expect(await screen.findByText('1 feedback')).toBeInTheDocument();
    // Anonymous senders read 'Anonim' in the table and the cards.
    expect(screen.getAllByText('Anonim')).toHaveLength(2);

    await user.type(screen.getByPlaceholderText('Cari feedback...'), 'android');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('GET /api/v1/admin/feedback?q=android');
    });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Baru');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Laporan Bug');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('GET /api/v1/admin/feedback?q=android&status=new&category=bug_report');
    });

    const [view] = screen.getAllByRole('button', { name: 'Lihat feedback Peta tidak muncul' });
    if (!view) throw new Error('no view button');
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Feedback' });
    expect(within(dialog).getByText('-')).toBeInTheDocument(); // no e-mail
    expect(within(dialog).getByRole('button', { name: 'Baru' })).toBeDisabled();
    expect(within(dialog).queryByText('Diselesaikan')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    expect(await screen.findByText('Status feedback berhasil diperbarui')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Selesai' })).toBeDisabled();
    expect(within(dialog).getByText('Diselesaikan')).toBeInTheDocument();
    expect(api.calls.find((c) => c.route.startsWith('PUT'))?.body).toEqual({ status: 'resolved' });

    await user.click(within(dialog).getByRole('button', { name: 'Hapus Feedback' }));
    expect(await screen.findByText('Apakah Anda yakin ingin menghapus feedback "Peta tidak muncul"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus Feedback' }));
    expect(await screen.findByText('Feedback berhasil dihapus')).toBeInTheDocument();
    expect(api.calls.map((c) => c.route)).toContain(`DELETE /api/v1/admin/feedback/${ID}`);
  });

  it('says Belum ada feedback yang masuk, and with a filter Tidak ada feedback ditemukan', async () => {
    fakeApi(adminSession, { 'GET /api/v1/admin/feedback': () => page([]) });
    const user = userEvent.setup();
    renderApp('/admin/feedback');
    expect(await screen.findByText('Belum ada feedback yang masuk')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Cari feedback...'), 'xyz');
    expect(await screen.findByText('Tidak ada feedback ditemukan')).toBeInTheDocument();
    expect(screen.getByText('Coba ubah filter pencarian Anda')).toBeInTheDocument();
  });
});
