import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const THANKS = 'Terima kasih! Saran dan masukan Anda telah terkirim.';

describe('/feedback', () => {
  it('is open to visitors, asks for subject and message first, sends and thanks on its own screen', async () => {
    const api = fakeApi(visitor, { 'POST /api/v1/feedback': () => jsonResponse({ ok: true, message: THANKS }, 201) });
    const user = userEvent.setup();
    const { router } = renderApp('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saran & Masukan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect((await screen.findAllByText('Subjek dan pesan harus diisi')).length).toBeGreaterThan(0);
    expect(screen.getByText('Subjek harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Pesan harus diisi')).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { name: THANKS })).toHaveFocus();
    expect(screen.queryByLabelText('Subjek *')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim masukan lain' }));
    expect(screen.getByLabelText('Subjek *')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await user.click(await screen.findByRole('link', { name: 'Batal' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('counts the subject and says when it is too long instead of cutting it', async () => {
    const api = fakeApi(visitor);
    const user = userEvent.setup();
    renderApp('/feedback');
    const subject = await screen.findByLabelText('Subjek *');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.click(subject);
    await user.paste('a'.repeat(200));
    expect(screen.getByText('200/200 · batas tercapai')).toBeInTheDocument();
    await user.type(subject, 'b');
    expect(subject).toHaveValue(`${'a'.repeat(200)}b`);
    expect(screen.getByText('Subjek maksimal 200 karakter')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pesan *'), 'Isi');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(api.calls.some((c) => c.route.startsWith('POST'))).toBe(false);
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
