import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const THANKS = 'Terima kasih! Saran dan masukan Anda telah terkirim.';

describe('/feedback', () => {
  it('is open to visitors, asks for subject and message first, sends and thanks', async () => {
    const api = fakeApi(visitor, { 'POST /api/v1/feedback': () => jsonResponse({ ok: true, message: THANKS }, 201) });
    const user = userEvent.setup();
    const { router } = renderApp('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saran & Masukan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect((await screen.findAllByText('Subjek dan pesan harus diisi')).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    await user.selectOptions(screen.getByLabelText('Kategori'), 'Laporan Bug');
    await user.type(screen.getByLabelText('Subjek *'), 'Peta kosong');
    await user.type(screen.getByLabelText('Pesan *'), 'Di HP saya peta tidak muncul');
    expect(screen.getByText('28/5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => {
      expect(api.calls.find((c) => c.route === 'POST /api/v1/feedback')?.body).toEqual({
        name: '',
        email: '',
        subject: 'Peta kosong',
        message: 'Di HP saya peta tidak muncul',
        category: 'bug_report',
        website: '',
      });
    });
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it("prefills a signed-in user's name and e-mail, and shows the server's field error", async () => {
    fakeApi(userSession, {
      'POST /api/v1/feedback': () => apiError(400, 'validation_failed', 'Format email tidak valid'),
    });
    const user = userEvent.setup();
    renderApp('/feedback');
    expect(await screen.findByDisplayValue('Fulan bin Fulan')).toBeInTheDocument();
    expect(screen.getByDisplayValue('fulan@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subjek *'), 'Usul');
    await user.type(screen.getByLabelText('Pesan *'), 'Tambah filter kota');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
  });

  it('says Gagal mengirim saran dan masukan when the server fails', async () => {
    fakeApi(visitor, { 'POST /api/v1/feedback': () => apiError(500, 'internal', 'x') });
    const user = userEvent.setup();
    renderApp('/feedback');
    await user.type(await screen.findByLabelText('Subjek *'), 'Usul');
    await user.type(screen.getByLabelText('Pesan *'), 'Isi');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Gagal mengirim saran dan masukan')).toBeInTheDocument();
  });
});
