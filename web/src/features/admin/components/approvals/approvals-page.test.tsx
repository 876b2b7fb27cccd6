import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const base = {
  speakers: [],
  is_online: false,
  live_stream_url: null,
  address: 'Jl. A',
  maps_url: null,
  description: 'Materi tentang tauhid.',
  contact_person: 'Akh Fulan',
  contact_phone: '081234567890',
  status: 'pending',
  created_at: '2026-11-22T05:00:00Z',
};

const REGULAR_ID = '11111111-1111-4111-8111-111111111111';
const RECURRING_ID = '22222222-2222-4222-8222-222222222222';

/** cardOf is the approval card showing the title. */
function cardOf(title: string): HTMLElement {
  const card = screen.getByText(title).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

const queue = {
  counts: { regular: 1, recurring: 1, total: 2 },
  regular: [
    {
      ...base,
      id: REGULAR_ID,
      type: 'regular',
      title: 'Kajian Aqidah',
      ustaz: 'Ust. Abdurrahman',
      date: '2026-11-29',
      day_of_week: null,
      time: '16:00',
      timezone_region: 'WIB',
      location: 'Masjid Istiqlal',
      creator: { id: 'u1', full_name: null, phone: null },
    },
  ],
  recurring: [
    {
      ...base,
      id: RECURRING_ID,
      type: 'recurring',
      title: 'Kajian Kitab Tauhid',
      ustaz: 'Ust. Firanda',
      date: null,
      day_of_week: 4,
      time: '00:30',
      timezone_region: 'WIT',
      location: 'Masjid Jayapura',
      creator: { id: 'u2', full_name: 'Pengurus Masjid', phone: '0812' },
    },
  ],
};

describe('Persetujuan Kajian', () => {
  it('shows the counts and every field of both lists', async () => {
    fakeApi(adminSession, { 'GET /api/v1/admin/approvals': () => jsonResponse(queue) });
    renderApp('/admin/approvals');
    expect(await screen.findByText('2 kajian menunggu persetujuan')).toBeInTheDocument();
    await screen.findByText('Kajian Aqidah');
    const one = within(cardOf('Kajian Aqidah'));
    expect(one.getByText('Ahad, 29 November 2026')).toBeInTheDocument();
    expect(one.getByText('16.00 WIB')).toBeInTheDocument();
    expect(one.getByText('Unknown')).toBeInTheDocument();
    expect(one.getByText('Akh Fulan · 081234567890')).toBeInTheDocument();
    expect(one.getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', `/kajian/${REGULAR_ID}`);
    const weekly = within(cardOf('Kajian Kitab Tauhid'));
    // 00:30 WIT on Kamis is 22:30 WIB on Rabu.
    expect(weekly.getByText('Setiap Rabu')).toBeInTheDocument();
    expect(weekly.getByText('22.30 WIB')).toBeInTheDocument();
    expect(weekly.queryByRole('link', { name: 'Lihat Detail' })).not.toBeInTheDocument();
  });

  it('rejects only with a trimmed reason, showing Menolak... while it is sent', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi(adminSession, {
      'GET /api/v1/admin/approvals': () => jsonResponse(queue),
      [`POST /api/v1/admin/approvals/regular/${REGULAR_ID}/reject`]: () =>
        new Promise((resolve) => {
          release = () => {
            resolve(jsonResponse({ ok: true, message: 'Kajian berhasil ditolak' }));
          };
        }),
    });
    const user = userEvent.setup();
    renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Tolak Kajian Aqidah' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Alasan Penolakan *');
    expect(reason).toHaveAttribute('placeholder', 'Jelaskan alasan penolakan kajian ini...');
    const submit = within(dialog).getByRole('button', { name: 'Tolak Kajian' });
    expect(submit).toBeDisabled();
    await user.type(reason, '   ');
    expect(submit).toBeDisabled();
    await user.type(reason, 'Jadwal bentrok  ');
    await user.click(submit);
    expect(await within(dialog).findByRole('button', { name: 'Menolak...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Kajian berhasil ditolak')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.route.endsWith('/reject'));
    expect(sent?.body).toEqual({ reason: 'Jadwal bentrok' });
  });

  it('approves, and says so when approving fails', async () => {
    fakeApi(adminSession, {
      'GET /api/v1/admin/approvals': () => jsonResponse(queue),
      [`POST /api/v1/admin/approvals/recurring/${RECURRING_ID}/approve`]: () =>
        jsonResponse({ ok: true, message: 'Kajian rutin berhasil disetujui!' }),
      [`POST /api/v1/admin/approvals/regular/${REGULAR_ID}/approve`]: () => apiError(500, 'internal', 'Terjadi kesalahan'),
    });
    const user = userEvent.setup();
    renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Setujui Kajian Kitab Tauhid' }));
    expect(await screen.findByText('Kajian rutin berhasil disetujui!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Setujui Kajian Aqidah' }));
    expect(await screen.findByText('Gagal menyetujui kajian')).toBeInTheDocument();
  });

  it('shows the empty state texts', async () => {
    fakeApi(adminSession, {
      'GET /api/v1/admin/approvals': () =>
        jsonResponse({ counts: { regular: 0, recurring: 0, total: 0 }, regular: [], recurring: [] }),
    });
    renderApp('/admin/approvals');
    expect(await screen.findByText('Tidak ada kajian yang menunggu persetujuan')).toBeInTheDocument();
    expect(screen.getByText('Semua kajian sudah diproses atau belum ada yang dibuat')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('0 kajian menunggu persetujuan')).toBeInTheDocument();
    });
  });
});
