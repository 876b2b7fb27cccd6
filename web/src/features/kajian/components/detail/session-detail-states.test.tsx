import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { NOT_FOUND_REDIRECT_MS } from './detail-states';
import { SLUG, WEEKLY_SLUG, oneOff, noNotes, serve, get, noWaitRetries, serverError } from './session-detail-fixtures';

// A session page that does not load: not approved, not found, or failing, and where each one goes.

/**
 * toastSaysAtHome waits for the toast saying message and checks it came once the router was home:
 * a toast raised before (while home's chunk loads) would be found here first.
 */
async function toastSaysAtHome(router: { state: { location: { pathname: string } } }, message: string) {
  expect(await screen.findByText(message, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
}

describe('one-off session page that does not load', () => {
  it('sends a visitor home with the server message for a session that is not approved', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(
          { error: { code: 'kajian_not_approved', message: 'Kajian tidak ditemukan atau belum disetujui' } },
          404,
        ),
      ),
    ]);
    const { router } = renderApp(`/kajian/${SLUG}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kajian tidak ditemukan atau belum disetujui' }),
    ).toBeInTheDocument();
    // The toast (not the page's heading) says it on the home page: it is raised once home shows,
    // so loading home's chunk, however slow, does not use up its seconds on the page it left.
    await toastSaysAtHome(router, 'Kajian tidak ditemukan atau belum disetujui');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a one-off page that failed to load, with the toast and Coba Lagi', async () => {
    // The page's clock is the test's: past the time a redirect would take, it is still here.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup();
    let failing = true;
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => (failing ? serverError() : jsonResponse(oneOff()))),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    const { router } = renderApp(`/kajian/${SLUG}`, { queryClient: noWaitRetries() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gagal memuat detail kajian' })).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat detail kajian', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS + 300));
    expect(router.state.location.pathname).toBe(`/kajian/${SLUG}`);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tafsir Surat Al-Kahfi' })).toBeInTheDocument();
  });
});

describe('weekly session page that does not load', () => {
  it('says Gagal memuat detail kajian rutin and goes home when the page fails to load', async () => {
    serve(visitor, [get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, serverError)]);
    const { router } = renderApp(`/kajian-rutin/${WEEKLY_SLUG}`, { queryClient: noWaitRetries() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gagal memuat detail kajian rutin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anda akan diarahkan ke beranda.')).toBeInTheDocument();
    await toastSaysAtHome(router, 'Gagal memuat detail kajian rutin');
  });

  it('says Kajian rutin tidak ditemukan for an unknown weekly session', async () => {
    serve(visitor, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () =>
        jsonResponse({ error: { code: 'recurring_kajian_not_found', message: 'Kajian rutin tidak ditemukan' } }, 404),
      ),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian rutin tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });
});
