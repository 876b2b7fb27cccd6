import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detailCacheKey } from '@/features/kajian/api/detail-cache';
import { withAnswer, type KajianDetail } from '@/features/kajian/api/detail-queries';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { SLUG, WEEKLY_SLUG, oneOff, weekly, noNotes, serve, get, put } from './session-detail-fixtures';

// Attendance on a session page: the answer, its count and cache, the journal shortcut, a weekly session's occurrence.

describe('one-off session attendance', () => {
  it('records attendance: first Akan Hadir (+1), then Tidak Hadir (-1), with the toasts and the cache', async () => {
    const user = userEvent.setup();
    let count = 4;
    let mine: 'hadir' | 'tidak_hadir' | null = null;
    const calls = serve(userSession, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff({ rsvp_count: count, user_rsvp: mine }))),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian/${SLUG}/rsvp`, (body) => {
        const status = (body as { status: 'hadir' | 'tidak_hadir' }).status;
        const previous = mine;
        if (status === 'hadir' && previous !== 'hadir') count++;
        if (status !== 'hadir' && previous === 'hadir') count--;
        mine = status;
        return jsonResponse({ status, previous_status: previous, occurrence_date: null, rsvp_count: count });
      }),
    ]);
    renderApp(`/kajian/${SLUG}`);
    const attend = await screen.findByRole('button', { name: 'Akan Hadir' });
    await waitFor(() => expect(attend).toBeEnabled());
    expect(attend).toHaveAttribute('aria-pressed', 'false');

    await user.click(attend);
    expect(await screen.findByText('Terima kasih! Anda terdaftar akan hadir')).toBeInTheDocument();
    expect(screen.getByText('5 orang akan hadir')).toBeInTheDocument();
    expect(attend).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContainEqual({ route: `PUT /api/v1/kajian/${SLUG}/rsvp`, body: { status: 'hadir' } });

    await user.click(screen.getByRole('button', { name: 'Tidak Hadir' }));
    expect(await screen.findByText('RSVP Anda telah diperbarui')).toBeInTheDocument();
    expect(screen.getByText('4 orang akan hadir')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tidak Hadir' })).toHaveAttribute('aria-pressed', 'true');

    const cached = JSON.parse(window.localStorage.getItem(detailCacheKey(SLUG)) ?? '{}') as {
      value: { viewer: string; kajian: KajianDetail };
    };
    expect(cached.value.viewer).toBe('u-1');
    expect(cached.value.kajian.user_rsvp).toBe('tidak_hadir');
    expect(cached.value.kajian.rsvp_count).toBe(4);
  });

  it('puts the count back and says so when the answer fails', async () => {
    const user = userEvent.setup();
    serve(userSession, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff())),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian/${SLUG}/rsvp`, () =>
        jsonResponse({ error: { code: 'rsvp_closed', message: 'Kajian ini sudah berlalu' } }, 409),
      ),
    ]);
    renderApp(`/kajian/${SLUG}`);
    const attend = await screen.findByRole('button', { name: 'Akan Hadir' });
    await waitFor(() => expect(attend).toBeEnabled());
    await user.click(attend);
    expect(await screen.findByText('Gagal memperbarui RSVP')).toBeInTheDocument();
    expect(screen.getByText('4 orang akan hadir')).toBeInTheDocument();
    expect(attend).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks, then marks attendance from Catat di Catatan Saya and opens the new note with the spec query', async () => {
    const user = userEvent.setup();
    let answers = 0;
    serve(userSession, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff())),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian/${SLUG}/rsvp`, () => {
        answers++;
        return jsonResponse({ status: 'hadir', previous_status: null, occurrence_date: null, rsvp_count: 5 });
      }),
    ]);
    const { router } = renderApp(`/kajian/${SLUG}`);
    const shortcut = await screen.findByRole('button', { name: 'Catat di Catatan Saya' });
    await waitFor(() => expect(shortcut).toBeEnabled());
    // Nothing is recorded before the user agrees; Batal records nothing.
    await user.click(shortcut);
    const dialog = await screen.findByRole('dialog', { name: 'Catat kajian ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(answers).toBe(0);
    await user.click(shortcut);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hadir & Catat' }));
    expect(await screen.findByText('Anda telah ditandai hadir untuk kajian ini')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal/new'));
    const q = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(q)).toEqual({
      kajian_id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
      type: 'regular',
      title: 'Tafsir Surat Al-Kahfi',
      date: '2026-11-24',
      rsvp_handled: 'true',
    });
  });

  it('still opens the new note, with the reduced query, when marking attendance fails', async () => {
    const user = userEvent.setup();
    serve(userSession, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff({ user_rsvp: 'tidak_hadir' }))),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian/${SLUG}/rsvp`, () => jsonResponse({ error: { code: 'internal', message: 'Terjadi kesalahan' } }, 500)),
    ]);
    const { router } = renderApp(`/kajian/${SLUG}`);
    const shortcut = await screen.findByRole('button', { name: 'Catat di Catatan Saya' });
    await waitFor(() => expect(shortcut).toBeEnabled());
    await user.click(shortcut);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hadir & Catat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journal/new'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      kajian_id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
      type: 'regular',
      title: 'Tafsir Surat Al-Kahfi',
    });
  });
});

describe('weekly session attendance', () => {
  it('answers for the next occurrence, with the weekly toast', async () => {
    const user = userEvent.setup();
    const calls = serve(userSession, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () => jsonResponse(weekly({ rsvp_count: 2 }))),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/rsvp`, () =>
        jsonResponse({ status: 'hadir', previous_status: null, occurrence_date: '2026-11-26', rsvp_count: 3 }),
      ),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Kehadiran untuk Kamis, 26 November 2026' })).toBeInTheDocument();
    const attend = screen.getByRole('button', { name: 'Akan Hadir' });
    await waitFor(() => expect(attend).toBeEnabled());
    await user.click(attend);
    expect(await screen.findByText('Terima kasih! Anda terdaftar akan hadir untuk kajian selanjutnya')).toBeInTheDocument();
    expect(screen.getByText('3 orang akan hadir')).toBeInTheDocument();
    expect(calls.some((c) => c.route === `PUT /api/v1/kajian-rutin/${WEEKLY_SLUG}/rsvp`)).toBe(true);
  });

  it('reloads the page when the answer belongs to a later occurrence than the one it shows', async () => {
    const user = userEvent.setup();
    let moved = false;
    const calls = serve(userSession, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () =>
        jsonResponse(
          moved
            ? weekly({ next_occurrence: '2026-12-03', rsvp_count: 1, user_rsvp: 'hadir', holidays: [], holidays_more: 0 })
            : weekly({ rsvp_count: 7 }),
        ),
      ),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/rsvp`, () => {
        // The 26th has passed since the page loaded: the server answers for the 3rd.
        moved = true;
        return jsonResponse({ status: 'hadir', previous_status: null, occurrence_date: '2026-12-03', rsvp_count: 1 });
      }),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Kehadiran untuk Kamis, 26 November 2026' })).toBeInTheDocument();
    const attend = screen.getByRole('button', { name: 'Akan Hadir' });
    await waitFor(() => expect(attend).toBeEnabled());
    await user.click(attend);
    expect(await screen.findByRole('heading', { name: 'Kehadiran untuk Kamis, 3 Desember 2026' })).toBeInTheDocument();
    expect(screen.getByText('Selanjutnya: Kamis, 3 Desember 2026')).toBeInTheDocument();
    expect(screen.getByText('1 orang akan hadir')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.route === `GET /api/v1/kajian-rutin/${WEEKLY_SLUG}`)).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jadwal Libur' })).not.toBeInTheDocument());
    const cached = JSON.parse(window.localStorage.getItem(detailCacheKey(WEEKLY_SLUG)) ?? '{}') as {
      value: { kajian: KajianDetail };
    };
    expect(cached.value.kajian.next_occurrence).toBe('2026-12-03');
  });

  it('does not reload the page when the answer is for the occurrence it shows', async () => {
    const user = userEvent.setup();
    const calls = serve(userSession, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () => jsonResponse(weekly({ rsvp_count: 2 }))),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
      put(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/rsvp`, () =>
        jsonResponse({ status: 'hadir', previous_status: null, occurrence_date: '2026-11-26', rsvp_count: 3 }),
      ),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    const attend = await screen.findByRole('button', { name: 'Akan Hadir' });
    await waitFor(() => expect(attend).toBeEnabled());
    await user.click(attend);
    expect(await screen.findByText('3 orang akan hadir')).toBeInTheDocument();
    expect(calls.filter((c) => c.route === `GET /api/v1/kajian-rutin/${WEEKLY_SLUG}`)).toHaveLength(1);
  });
});

describe('withAnswer', () => {
  it.each([
    [null, 'hadir', 5],
    [null, 'tidak_hadir', 4],
    ['tidak_hadir', 'hadir', 5],
    ['hadir', 'tidak_hadir', 3],
    ['hadir', 'hadir', 4],
    ['tidak_hadir', 'tidak_hadir', 4],
  ] as const)('from %s to %s gives %i attendees out of 4', (from, to, count) => {
    const next = withAnswer(oneOff({ rsvp_count: 4, user_rsvp: from }), to);
    expect(next.rsvp_count).toBe(count);
    expect(next.user_rsvp).toBe(to);
  });
});
