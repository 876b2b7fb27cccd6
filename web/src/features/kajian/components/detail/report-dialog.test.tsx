import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createTestQueryClient, jsonResponse, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import { ReportSection } from './report-dialog';

const SLUG = 'kamis-kajian-kitab-tauhid';
const ROUTE = `POST /api/v1/kajian-rutin/${SLUG}/laporan`;

function renderSection() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReportSection kind="recurring" slug={SLUG} title="Kajian Kitab Tauhid" />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Laporkan', () => {
  it('offers the six reasons, refuses a note past 1,000 characters, sends and thanks', async () => {
    const api = fakeApi(visitor, {
      [ROUTE]: () => jsonResponse({ ok: true, message: 'Terima kasih, laporan Anda akan ditinjau admin.' }, 201),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Laporkan' }));
    const reasons = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(reasons).toEqual([
      'Waktu/tempat salah',
      'Sudah dibatalkan',
      'Duplikat',
      'Bukan kajian',
      'Konten tidak pantas',
      'Lainnya',
    ]);
    // No reason chosen: the schema says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText('Pilih alasan laporan')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Sudah dibatalkan' }));
    const note = screen.getByRole('textbox', { name: 'Catatan (opsional)' });
    await user.click(note);
    await user.paste('a'.repeat(1001));
    expect(await screen.findByText('Catatan maksimal 1000 karakter')).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim Laporan' })).toBeDisabled();

    await user.clear(note);
    await user.type(note, 'Diganti pekan depan');
    expect(screen.getByText('19/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText('Terima kasih, laporan Anda akan ditinjau admin.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.route === ROUTE);
    expect(sent?.body).toEqual({ reason: 'cancelled', note: 'Diganti pekan depan', website: '' });
  });

  it('says the server’s answer when the account already reported it', async () => {
    fakeApi(visitor, { [ROUTE]: () => apiError(409, 'already_reported', 'Anda sudah melaporkan kajian ini.') });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Laporkan' }));
    await user.click(screen.getByRole('radio', { name: 'Duplikat' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText('Anda sudah melaporkan kajian ini.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Kirim Laporan' })).toBeEnabled();
    });
  });
});
