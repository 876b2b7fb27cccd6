import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailCacheKey } from '@/features/kajian/api/detail-cache';
import { withAnswer, type KajianDetail, type NotePage } from '@/features/kajian/api/detail-queries';
import { createTestQueryClient, jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import type { Session } from '@/lib/session';
import { NOT_FOUND_REDIRECT_MS } from './detail-states';

const SLUG = '2026-11-24-tafsir-surat-alkahfi';
const WEEKLY_SLUG = 'kamis-kajian-kitab-tauhid';

function oneOff(overrides: Partial<KajianDetail> = {}): KajianDetail {
  const link = `https://kajiankita.id/kajian/${SLUG}`;
  return {
    id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
    type: 'regular',
    slug: SLUG,
    path: `/kajian/${SLUG}`,
    title: 'Tafsir Surat Al-Kahfi',
    ustaz: 'Ustadz Abdurrahman Hakim',
    speakers: [
      { name: 'Ustadz Abdurrahman Hakim', is_main_speaker: true, speaker_order: 1 },
      { name: 'Ustadz Fikri Haikal', is_main_speaker: false, speaker_order: 2 },
    ],
    date: '2026-11-24',
    day_of_week: null,
    day_name: null,
    time: '19:30',
    after_prayer: null,
    prayer_offset: 0,
    audience: ['umum'],
    audience_label: '',
    kitab: null,
    bab: null,
    timezone_region: 'WITA',
    is_online: false,
    live_stream_url: 'https://www.youtube.com/live/abc',
    location: 'Masjid Raya Makassar',
    address: 'Jl. Masjid Raya No. 57',
    maps_url: null,
    latitude: null,
    longitude: null,
    description: 'Kisah Ashabul Kahfi dan pelajarannya.',
    poster: null,
    contact_person: 'Rizky',
    contact_phone: '0812-3456-7801',
    status: 'approved',
    rejection_reason: null,
    created_by: 'c-1',
    created_at: '2026-11-20T00:00:00Z',
    updated_at: '2026-11-20T00:00:00Z',
    sort_date: '2026-11-24T11:30:00Z',
    next_occurrence: null,
    is_past: false,
    is_today: false,
    is_holiday_today: false,
    holiday_today: null,
    holidays: [],
    holidays_more: 0,
    rsvp_count: 4,
    user_rsvp: null,
    distance_km: null,
    distance_label: null,
    speaker: 'Ustadz Abdurrahman Hakim',
    when: 'Selasa, 24 November 2026 · 19:30 WITA',
    next: '',
    where: 'Masjid Raya Makassar',
    holiday_today_label: '',
    holidays_label: '',
    kitab_label: '',
    creator: { id: 'c-1', full_name: 'Siti Nurhaliza' },
    can_edit: false,
    can_rsvp: true,
    share_url: link,
    share_text: `*Tafsir Surat Al-Kahfi*\n\nInfo lengkap dan konfirmasi kehadiran:\n${link}`,
    calendar_url: `/kajian/${SLUG}/kalender.ics`,
    calendar_details: `Hari: Selasa\n\nInfo lengkap: ${link}`,
    google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Tafsir',
    preview_image_url: `${link}/og-image?v=1`,
    ...overrides,
  };
}

function weekly(overrides: Partial<KajianDetail> = {}): KajianDetail {
  return oneOff({
    id: '1c9d1e3a-2b7d-4a55-9f0e-2f7c2a9b1d10',
    type: 'recurring',
    slug: WEEKLY_SLUG,
    path: `/kajian-rutin/${WEEKLY_SLUG}`,
    title: 'Kajian Kitab Tauhid',
    speakers: [{ name: 'Ustadz Taufiq Hamzah', is_main_speaker: true, speaker_order: 1 }],
    date: null,
    day_of_week: 4,
    day_name: 'Kamis',
    timezone_region: 'WIB',
    next_occurrence: '2026-11-26',
    is_online: true,
    location: null,
    address: null,
    contact_phone: null,
    holidays: ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'].map((date, i) => ({
      id: `h-${i}`,
      date,
      reason: i === 0 ? 'Ustadz safar dakwah' : null,
    })),
    holidays_more: 2,
    ...overrides,
  });
}

const noNotes: NotePage = { items: [], total: 0, page: 1, page_size: 3, tags: [] };

interface Route {
  method: string;
  path: string;
  answer: (body: unknown, url: URL) => Response;
}

/** serve fakes the Go API for one page: the session call plus the given routes. */
function serve(session: Session, routes: Route[]) {
  const calls: { route: string; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route: `${method} ${url.pathname}${url.search}`, body });
    if (method === 'GET' && url.pathname === '/api/v1/auth/session') return Promise.resolve(jsonResponse(session));
    const route = routes.find((r) => r.method === method && r.path === url.pathname);
    if (!route) return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'Tidak ditemukan' } }, 404));
    return Promise.resolve(route.answer(body, url));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const get = (path: string, answer: Route['answer']): Route => ({ method: 'GET', path, answer });

/** A query client whose retries (the detail query's own, for server errors) do not wait. */
function noWaitRetries() {
  const client = createTestQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Terjadi kesalahan' } }, 500);
const put = (path: string, answer: Route['answer']): Route => ({ method: 'PUT', path, answer });

describe('one-off session page', () => {
  it('shows a visitor every detail and the sign-in prompt instead of the attendance buttons', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff())),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tafsir Surat Al-Kahfi' })).toBeInTheDocument();
    expect(document.title).toBe('Tafsir Surat Al-Kahfi · Kajian Kita');
    expect(screen.getByText('Akan Datang')).toBeInTheDocument();
    expect(screen.getByText('OFFLINE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siti Nurhaliza' })).toHaveAttribute('href', '/profile/c-1');
    const main = screen.getByText('Ustadz Abdurrahman Hakim').closest('li');
    expect(main).toHaveTextContent('Utama');
    expect(screen.getByText('Ustadz Fikri Haikal').closest('li')).not.toHaveTextContent('Utama');
    expect(screen.getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('19:30 WITA')).toBeInTheDocument();
    expect(screen.getByText('Masjid Raya Makassar')).toBeInTheDocument();
    expect(screen.getByText('Rizky')).toBeInTheDocument();
    expect(screen.getByText('4 orang akan hadir')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tonton' })).toHaveAttribute('href', 'https://www.youtube.com/live/abc');
    expect(
      screen.getByText(
        'Silakan masuk untuk konfirmasi kehadiran Anda pada kajian selanjutnya dan mencatat kajian ini',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk / Daftar' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/kajian/${SLUG}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Akan Hadir' })).not.toBeInTheDocument();
    expect(await screen.findByText('Belum ada catatan publik untuk kajian ini.')).toBeInTheDocument();
  });

  it('hides the contact without a phone and shows no map link without a place', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(oneOff({ contact_phone: null, is_online: true, location: null, address: null, live_stream_url: null })),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByText('Kajian Online - Live Stream')).toBeInTheDocument();
    expect(screen.getByText('ONLINE')).toBeInTheDocument();
    expect(screen.queryByText('Narahubung')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Maps/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tonton' })).not.toBeInTheDocument();
  });

  it('shows the Platform block for an online session that also names a place, with the place below it', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(oneOff({ is_online: true, maps_url: 'https://maps.app.goo.gl/raya' })),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    const platform = await screen.findByText('Kajian Online - Live Stream');
    expect(screen.getByText('Platform')).toBeInTheDocument();
    const place = screen.getByText('Masjid Raya Makassar');
    expect(screen.getByText('Lokasi')).toBeInTheDocument();
    expect(screen.getByText('Jl. Masjid Raya No. 57')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', 'https://maps.app.goo.gl/raya');
    // The platform comes first, the place below it.
    expect(platform.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no Platform block for an offline session', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff())),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByText('Masjid Raya Makassar')).toBeInTheDocument();
    expect(screen.queryByText('Platform')).not.toBeInTheDocument();
    expect(screen.queryByText('Kajian Online - Live Stream')).not.toBeInTheDocument();
  });

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
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    expect(await screen.findByText('Kajian tidak ditemukan atau belum disetujui')).toBeInTheDocument();
  });

  it('keeps a one-off page that failed to load, with the toast and Coba Lagi', async () => {
    const user = userEvent.setup();
    let failing = true;
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => (failing ? serverError() : jsonResponse(oneOff()))),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    const { router } = renderApp(`/kajian/${SLUG}`, { queryClient: noWaitRetries() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gagal memuat detail kajian' })).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat detail kajian', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, NOT_FOUND_REDIRECT_MS + 300));
    expect(router.state.location.pathname).toBe(`/kajian/${SLUG}`);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tafsir Surat Al-Kahfi' })).toBeInTheDocument();
  });

  it('pages public notes 3 at a time with n / total, 2 tags plus +N, and sanitised HTML', async () => {
    const user = userEvent.setup();
    const note = (i: number) => ({
      id: `n-${i}`,
      user_id: `u-${i}`,
      author_name: i === 2 ? 'Pengguna' : `Penulis ${i}`,
      kajian_id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
      recurring_kajian_id: null,
      attendance_date: '2026-11-24',
      notes: `<p>Catatan ${i}</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">`,
      notes_text: `Catatan ${i}`,
      tags: ['ikhlas', 'niat', 'adab', 'ilmu'].slice(0, 1 + i),
      session: null,
      created_at: '2026-11-24T00:00:00Z',
    });
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff())),
      get(`/api/v1/kajian/${SLUG}/notes`, (_b, url) =>
        jsonResponse(
          url.searchParams.get('page') === '2'
            ? { items: [note(4)], total: 4, page: 2, page_size: 3, tags: [] }
            : { items: [note(1), note(2), note(3)], total: 4, page: 1, page_size: 3, tags: [] },
        ),
      ),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByText('Catatan 1')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(document.querySelector('.note-html script, .note-html img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const third = screen.getByText('Catatan 3').closest('li') as HTMLElement;
    expect(within(third).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#ikhlas', '#niat', '+2']);
    expect(screen.getByRole('link', { name: 'Pengguna' })).toHaveAttribute('href', '/profile/u-2');

    await user.click(screen.getByRole('button', { name: 'Catatan berikutnya' }));
    expect(await screen.findByText('Catatan 4')).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Catatan berikutnya' })).toBeDisabled();
  });
});

describe('weekly session page', () => {
  it('shows the day, next date, holiday today, the platform and the upcoming holidays', async () => {
    serve(visitor, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () =>
        jsonResponse(
          weekly({
            is_holiday_today: true,
            can_rsvp: false,
            holiday_today: { id: 'h-today', date: '2026-11-26', reason: 'Masjid dipakai walimah' },
          }),
        ),
      ),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kajian Kitab Tauhid' })).toBeInTheDocument();
    expect(screen.getByText('Kajian Rutin')).toBeInTheDocument();
    expect(screen.queryByText('Akan Datang')).not.toBeInTheDocument();
    expect(screen.getByText('Setiap Kamis')).toBeInTheDocument();
    expect(screen.getByText('Selanjutnya: Kamis, 26 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Libur Hari Ini')).toBeInTheDocument();
    expect(screen.getByText('Masjid dipakai walimah')).toBeInTheDocument();
    expect(screen.getByText('Platform')).toBeInTheDocument();
    expect(screen.getByText('Kajian Online - Live Stream')).toBeInTheDocument();
    const holidays = screen.getByRole('region', { name: 'Jadwal Libur' });
    expect(within(holidays).getAllByRole('listitem')).toHaveLength(5);
    expect(within(holidays).getByText('+2 jadwal libur lainnya')).toBeInTheDocument();
    expect(within(holidays).getByText('Ustadz safar dakwah')).toBeInTheDocument();
  });

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

  it('says Gagal memuat detail kajian rutin and goes home when the page fails to load', async () => {
    serve(visitor, [get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, serverError)]);
    const { router } = renderApp(`/kajian-rutin/${WEEKLY_SLUG}`, { queryClient: noWaitRetries() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gagal memuat detail kajian rutin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anda akan diarahkan ke beranda.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    expect(await screen.findByText('Gagal memuat detail kajian rutin')).toBeInTheDocument();
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
