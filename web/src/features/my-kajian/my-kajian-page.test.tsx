import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { fakeApi } from '@/test/fake-api';

afterEach(() => {
  vi.useRealTimers();
});

function item(n: number, patch: Record<string, unknown> = {}) {
  return {
    id: `id-${n}`,
    type: 'regular',
    slug: `2026-11-24-kajian-${n}`,
    path: `/kajian/2026-11-24-kajian-${n}`,
    title: `Kajian ${n}`,
    ustaz: 'Ust. Adi',
    speakers: [],
    date: '2026-11-24',
    day_of_week: null,
    day_name: null,
    time: '19:30',
    timezone_region: 'WITA',
    is_online: false,
    location: 'Masjid Raya',
    status: 'pending',
    rejection_reason: null,
    is_past: false,
    rsvp_count: 2,
    can_edit: true,
    can_delete: true,
    ...patch,
  };
}

/** cardOf is the card showing the title. */
function cardOf(title: string): HTMLElement {
  const card = screen.getByText(title).closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe('Kajian Saya', () => {
  it('lists sessions with WIB times, links and the delete rule, and pages', async () => {
    const api = fakeApi(userSession, {
      'GET /api/v1/my-kajian': (_b, url) =>
        jsonResponse({
          items: [
            item(1),
            item(2, { status: 'approved', can_delete: false }),
            item(3, { status: 'rejected', rejection_reason: 'Alamat kurang lengkap' }),
          ],
          total: 93,
          page: Number(url.searchParams.get('page') ?? 1),
          page_size: 10,
          total_pages: 10,
        }),
    });
    const user = userEvent.setup();
    renderApp('/my-kajian?page=5');
    await screen.findByText('Kajian 1');
    const c1 = within(cardOf('Kajian 1'));
    expect(c1.getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(c1.getByText('18.30 WIB (19.30 WITA)')).toBeInTheDocument();
    expect(c1.getByText('Menunggu')).toBeInTheDocument();
    expect(c1.getByRole('link', { name: 'Edit Kajian 1' })).toHaveAttribute('href', '/kajian/2026-11-24-kajian-1/edit');
    expect(c1.getByRole('button', { name: 'Hapus Kajian 1' })).toBeInTheDocument();
    const card2 = within(cardOf('Kajian 2'));
    expect(card2.getByText('Disetujui')).toBeInTheDocument();
    expect(card2.queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
    expect(screen.getByText('Alamat kurang lengkap')).toBeInTheDocument();

    // Wide screens (jsdom has no phone media query): first, last, current and neighbours.
    const pages = screen.getByRole('navigation', { name: 'Halaman' });
    const numbers = within(pages)
      .getAllByRole('button', { name: /^Halaman \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '10']);
    expect(within(pages).getByRole('button', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');

    // A filter starts again at page 1 and is sent to the server.
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() => {
      expect(api.calls.some((c) => c.route === 'GET /api/v1/my-kajian?status=approved')).toBe(true);
    });
    // The search waits for the typing to stop, then asks once.
    await user.type(screen.getByRole('searchbox'), 'tafsir');
    await waitFor(() => {
      expect(api.calls.some((c) => c.route === 'GET /api/v1/my-kajian?q=tafsir&status=approved')).toBe(true);
    });
    expect(api.calls.filter((c) => c.route.includes('q=t')).map((c) => c.route)).toEqual([
      'GET /api/v1/my-kajian?q=tafsir&status=approved',
    ]);
  });

  it('keeps a filter chosen while the search is still waiting, and the search too', async () => {
    // The page's clock is the test's, so "later" is reached without waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(userSession, {
      'GET /api/v1/my-kajian': () => jsonResponse({ items: [item(1)], total: 1, page: 1, page_size: 10, total_pages: 1 }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp('/my-kajian?type=recurring');
    await screen.findByText('Kajian 1');
    await user.type(screen.getByRole('searchbox'), 'tafsir');
    // Within the 300 ms wait: Status, then Waktu.
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await user.selectOptions(screen.getByLabelText('Waktu'), 'upcoming');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain(
        'GET /api/v1/my-kajian?q=tafsir&type=recurring&status=approved&time=upcoming',
      );
    });
    // Nothing later puts an older filter back.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'tafsir',
      type: 'recurring',
      status: 'approved',
      time: 'upcoming',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
    expect(screen.getByLabelText('Waktu')).toHaveValue('upcoming');
    expect(screen.getByLabelText('Jenis')).toHaveValue('recurring');
  });

  it('asks before deleting and reports the result', async () => {
    const api = fakeApi(userSession, {
      'GET /api/v1/my-kajian': () => jsonResponse({ items: [item(7)], total: 1, page: 1, page_size: 10, total_pages: 1 }),
      'DELETE /api/v1/postings/regular/2026-11-24-kajian-7': () => jsonResponse({ ok: true, message: 'Kajian berhasil dihapus' }),
    });
    const user = userEvent.setup();
    renderApp('/my-kajian');
    await user.click(await screen.findByRole('button', { name: 'Hapus Kajian 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Apakah Anda yakin ingin menghapus kajian “Kajian 7”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Kajian berhasil dihapus')).toBeInTheDocument();
    expect(api.calls.map((c) => c.route)).toContain('DELETE /api/v1/postings/regular/2026-11-24-kajian-7');
  });

  it('offers Ajukan ulang only on a rejected posting and sends it back for approval', async () => {
    let status = 'rejected';
    const api = fakeApi(userSession, {
      'GET /api/v1/my-kajian': () =>
        jsonResponse({
          items: [item(8, { status, rejection_reason: status === 'rejected' ? 'Alamat kurang lengkap' : null }), item(9)],
          total: 2,
          page: 1,
          page_size: 10,
          total_pages: 1,
        }),
      'POST /api/v1/postings/regular/2026-11-24-kajian-8/resubmit': () => {
        status = 'pending';
        return jsonResponse({ ok: true, message: 'Kajian diajukan ulang dan menunggu persetujuan admin' });
      },
    });
    const user = userEvent.setup();
    renderApp('/my-kajian');
    await screen.findByText('Kajian 8');
    expect(within(cardOf('Kajian 9')).queryByRole('button', { name: /Ajukan ulang/ })).not.toBeInTheDocument();
    await user.click(within(cardOf('Kajian 8')).getByRole('button', { name: 'Ajukan ulang Kajian 8' }));
    expect(await screen.findByText('Kajian diajukan ulang dan menunggu persetujuan admin')).toBeInTheDocument();
    expect(api.calls.map((c) => c.route)).toContain('POST /api/v1/postings/regular/2026-11-24-kajian-8/resubmit');
    // The list asks again: the posting waits now, without the button.
    await waitFor(() => {
      expect(within(cardOf('Kajian 8')).getByText('Menunggu')).toBeInTheDocument();
    });
    expect(within(cardOf('Kajian 8')).queryByRole('button', { name: /Ajukan ulang/ })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to post', async () => {
    fakeApi(userSession, {
      'GET /api/v1/my-kajian': () => jsonResponse({ items: [], total: 0, page: 1, page_size: 10, total_pages: 0 }),
    });
    renderApp('/my-kajian');
    expect(await screen.findByText('Belum ada kajian')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Posting Kajian/ }).length).toBeGreaterThan(0);
  });
});
