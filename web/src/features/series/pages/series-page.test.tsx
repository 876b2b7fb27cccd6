import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const meeting = (n: number, date: string, label: string) => ({
  n, label: `Pertemuan ke-${String(n)}`, date, date_label: label, session_title: 'Syarah Kitab Tauhid Pekanan',
  session_path: '/kajian-rutin/sabtu-syarah-kitab-tauhid', time: '08.00 WIB',
});

describe('/seri/{slug}', () => {
  it('shows the series, its meetings numbered from its start and its notes; a visitor signs in to follow', async () => {
    fakeApi(visitor, {
      'GET /api/v1/seri/syarah-kitab-tauhid': () =>
        jsonResponse({
          series: { id: 's-1', slug: 'syarah-kitab-tauhid', path: '/seri/syarah-kitab-tauhid', title: 'Syarah Kitab Tauhid',
            ustaz: 'Ust. Firanda', kitab: 'Kitab Tauhid', starts_on: '2026-11-01', created_by: 'u-1', created_at: '2026-11-01T00:00:00Z' },
          coming: [meeting(14, '2026-12-12', 'Sabtu, 12 Desember 2026')],
          past: [meeting(13, '2026-12-05', 'Sabtu, 5 Desember 2026')],
          notes: [],
        }),
    });
    renderApp('/seri/syarah-kitab-tauhid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Syarah Kitab Tauhid' })).toBeInTheDocument();
    expect(screen.getByText('Bersama Ust. Firanda')).toBeInTheDocument();
    expect(within(screen.getByTestId('pertemuan-mendatang')).getByText('Pertemuan ke-14 · Sabtu, 12 Desember 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('pertemuan-sebelumnya')).getByText('Pertemuan ke-13 · Sabtu, 5 Desember 2026')).toBeInTheDocument();
    expect(screen.getByText('Belum ada catatan publik untuk seri ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ikuti Seri' })).toHaveAttribute('href', '/auth?next=%2Fseri%2Fsyarah-kitab-tauhid');
  });

  it("says 'Seri kajian tidak ditemukan' for an unknown series", async () => {
    fakeApi(visitor, { 'GET /api/v1/seri/tidak-ada': () => apiError(404, 'not_found', 'Seri kajian tidak ditemukan') });
    renderApp('/seri/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seri kajian tidak ditemukan' })).toBeInTheDocument();
  });
});
