import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import type { Report } from '../api/reports-api';

const ID = '01938a2b-0000-7000-8000-0000000000a1';

function report(changes: Partial<Report> = {}): Report {
  return {
    id: ID,
    session_type: 'regular',
    session_id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
    session_title: 'Tafsir Al-Kahfi',
    session_slug: '2026-11-24-tafsir',
    session_path: '/kajian/2026-11-24-tafsir',
    reason: 'cancelled',
    reason_label: 'Sudah dibatalkan',
    note: 'Ustadz sakit',
    reporter_name: null,
    signed_in: false,
    status: 'open',
    status_label: 'Terbuka',
    action: null,
    action_label: null,
    resolver_name: null,
    resolved_at: null,
    created_at: '2026-11-20T03:00:00Z',
    ...changes,
  };
}

async function firstCard(): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Daftar laporan' });
  const [card] = within(list).getAllByRole('listitem');
  if (!card) throw new Error('no report card');
  return card;
}

const page = (items: Report[]) => jsonResponse({ items, total: items.length, page: 1, page_size: 20, total_pages: 1 });

describe('/admin/laporan', () => {
  it('lists open reports, filters by reason, opens the session and cancels it after confirming', async () => {
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/reports': () => page([report()]),
      [`POST /api/v1/admin/reports/${ID}/resolve`]: () =>
        jsonResponse({ ok: true, message: 'Kajian dibatalkan dan laporan selesai' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/laporan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laporan' })).toBeInTheDocument();
    expect(await screen.findByText('1 laporan')).toBeInTheDocument();
    const card = await firstCard();
    expect(within(card).getByRole('link', { name: 'Tafsir Al-Kahfi' })).toHaveAttribute('href', '/kajian/2026-11-24-tafsir');
    expect(within(card).getByRole('link', { name: 'Edit Kajian' })).toHaveAttribute('href', '/kajian/2026-11-24-tafsir/edit');
    expect(within(card).getByText(/Pengunjung/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.route)).toContain('GET /api/v1/admin/reports?status=open');

    await user.selectOptions(screen.getByLabelText('Alasan'), 'duplicate');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain('GET /api/v1/admin/reports?status=open&reason=duplicate');
    });

    await user.click(within(await firstCard()).getByRole('button', { name: 'Batalkan Kajian' }));
    const confirm = await screen.findByRole('dialog', { name: 'Batalkan Kajian?' });
    expect(within(confirm).getByText(/akan dibatalkan/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Batalkan Kajian' }));
    expect(await screen.findByText('Kajian dibatalkan dan laporan selesai')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.route === `POST /api/v1/admin/reports/${ID}/resolve`);
    expect(sent?.body).toEqual({ action: 'cancel' });
  });

  it('shows a handled report without actions, and a deleted session without a link', async () => {
    fakeApi(adminSession, {
      'GET /api/v1/admin/reports': () =>
        page([
          report({
            session_title: null,
            session_slug: null,
            session_path: null,
            status: 'resolved',
            status_label: 'Selesai',
            action: 'delete',
            action_label: 'Dihapus',
            resolver_name: 'Ustadzah Admin',
            resolved_at: '2026-11-21T03:00:00Z',
          }),
        ]),
    });
    renderApp('/admin/laporan');
    const card = await firstCard();
    expect(within(card).getByText('Kajian sudah dihapus')).toBeInTheDocument();
    expect(within(card).getByText('Selesai · Dihapus')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
