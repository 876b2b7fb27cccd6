import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { apiError, fakeApi, type Handler } from '@/test/fake-api';

// 'Seri Kajian (opsional)' on the posting and edit forms (issue 31).

const series = (id: string, title: string) => ({
  id,
  slug: `seri-${id}`,
  path: `/seri/seri-${id}`,
  title,
  ustaz: 'Ust. Firanda',
  kitab: null,
  starts_on: '2026-11-01',
  created_by: 'u-1',
  created_at: '2026-11-01T00:00:00Z',
});

const mine = { series: [series('s-1', 'Syarah Riyadhus Shalihin'), series('s-2', 'Tafsir Juz Amma')] };
const saved = {
  kajian: { id: 'k-1', type: 'regular', slug: '2026-12-01-kajian', path: '/kajian/2026-12-01-kajian' },
  message: 'Kajian berhasil dibuat dan menunggu persetujuan admin!',
  geocode: 'verified',
};
const myKajian = { items: [], total: 0, page: 1, page_size: 10, total_pages: 0 };

async function openForm(routes: Record<string, Handler> = {}) {
  const api = fakeApi(userSession, {
    'GET /api/v1/my-seri': () => jsonResponse(mine),
    'POST /api/v1/postings': () => jsonResponse(saved, 201),
    'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderApp('/kajian/new');
  await screen.findByRole('heading', { level: 1, name: 'Posting Kajian Baru' });
  // A valid one-off session, so that only the series is in question.
  await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Tauhid');
  await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. Firanda');
  await user.type(screen.getByLabelText(/^Kitab/), 'Kitab Tauhid');
  await user.type(screen.getByLabelText(/^Tanggal/), '2026-12-01');
  await user.type(screen.getByLabelText(/^Waktu/), '19:30');
  await user.type(screen.getByLabelText(/Nama Tempat/), 'Masjid Al-Falah');
  await user.type(screen.getByLabelText(/Alamat Lengkap/), 'Jl. Kenanga 2, Makassar');
  return { api, user, ...view };
}

const postingBody = (api: { calls: { route: string; body: unknown }[] }) =>
  api.calls.find((c) => c.route === 'POST /api/v1/postings')?.body as Record<string, unknown> | undefined;

describe('Seri Kajian on the posting form', () => {
  it("lists the user's own series after 'Tidak termasuk seri' and sends none by default", async () => {
    const { api, user, router } = await openForm();
    const select = screen.getByLabelText('Seri Kajian');
    await waitFor(() => {
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Tidak termasuk seri',
        'Syarah Riyadhus Shalihin',
        'Tafsir Juz Amma',
      ]);
    });
    expect(select).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-kajian'));
    expect(postingBody(api)).toMatchObject({ series_id: '' });
  });

  it('sends the id of the chosen series', async () => {
    const { api, user, router } = await openForm();
    await screen.findByRole('option', { name: 'Tafsir Juz Amma' });
    await user.selectOptions(screen.getByLabelText('Seri Kajian'), 'Tafsir Juz Amma');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-kajian'));
    expect(postingBody(api)).toMatchObject({ series_id: 's-2' });
  });

  it("creates a series inline from the form's kitab and speaker, selects it and sends it", async () => {
    const { api, user, router } = await openForm({
      'POST /api/v1/seri': (body) =>
        jsonResponse({ series: { ...series('s-9', 'Syarah Kitab Tauhid'), ...(body as object) }, message: 'Seri kajian berhasil dibuat' }, 201),
    });
    await user.click(screen.getByRole('button', { name: 'Buat seri baru' }));
    const group = screen.getByRole('group', { name: 'Buat seri baru' });
    expect(within(group).getByLabelText(/Judul seri/)).toHaveValue('Kitab Tauhid');
    expect(within(group).getByLabelText(/Ustadz/)).toHaveValue('Ust. Firanda');
    expect(within(group).getByLabelText(/Mulai tanggal/)).toHaveValue('2026-12-01');
    await user.clear(within(group).getByLabelText(/Judul seri/));
    await user.type(within(group).getByLabelText(/Judul seri/), 'Syarah Kitab Tauhid');
    await user.click(within(group).getByRole('button', { name: 'Simpan Seri' }));

    await waitFor(() => expect(screen.getByLabelText('Seri Kajian')).toHaveValue('s-9'));
    expect(screen.queryByRole('group', { name: 'Buat seri baru' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Syarah Kitab Tauhid' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === 'POST /api/v1/seri')?.body).toEqual({
      title: 'Syarah Kitab Tauhid',
      ustaz: 'Ust. Firanda',
      kitab: 'Kitab Tauhid',
      starts_on: '2026-12-01',
    });
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-kajian'));
    expect(postingBody(api)).toMatchObject({ series_id: 's-9' });
  });

  it("shows the server's refusals of a new series on its fields and keeps them open", async () => {
    const { api, user } = await openForm({
      'POST /api/v1/seri': () =>
        apiError(400, 'validation_failed', 'Judul seri harus diisi', {
          title: 'Judul seri harus diisi',
          ustaz: 'Nama ustadz harus diisi',
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Buat seri baru' }));
    const group = screen.getByRole('group', { name: 'Buat seri baru' });
    await user.clear(within(group).getByLabelText(/Judul seri/));
    // Enter inside the series' fields saves the series, not the session.
    await user.type(within(group).getByLabelText(/Ustadz/), '{Enter}');
    expect(await within(group).findByText('Judul seri harus diisi')).toBeInTheDocument();
    expect(within(group).getByText('Nama ustadz harus diisi')).toBeInTheDocument();
    expect(within(group).getByLabelText(/Judul seri/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(group).getByLabelText(/Judul seri/), 'Syarah');
    expect(within(group).queryByText('Judul seri harus diisi')).not.toBeInTheDocument();
    expect(within(group).getByText('Nama ustadz harus diisi')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route === 'POST /api/v1/postings')).toBe(false);
  });

  it("shows a server 'series_id' refusal of the session on the select", async () => {
    const { user, router } = await openForm({
      'POST /api/v1/postings': () =>
        jsonResponse({ error: { code: 'validation_failed', message: 'Seri kajian ini bukan milik Anda', field: 'series_id' } }, 400),
    });
    await screen.findByRole('option', { name: 'Tafsir Juz Amma' });
    await user.selectOptions(screen.getByLabelText('Seri Kajian'), 's-2');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    const select = screen.getByLabelText('Seri Kajian');
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Seri kajian ini bukan milik Anda',
    );
    expect(router.state.location.pathname).toBe('/kajian/new');
  });
});

describe('Seri Kajian on the edit form', () => {
  const SLUG = '2026-11-24-kajian-tauhid';
  const kajian = {
    id: 'k-1', type: 'regular', slug: SLUG, path: `/kajian/${SLUG}`, title: 'Kajian Tauhid', ustaz: 'Ust. A',
    speakers: [{ name: 'Ust. A', is_main_speaker: true, speaker_order: 1 }], date: '2026-11-24', day_of_week: null,
    day_name: null, end_time: null, end_date: null, every_weeks: 1, rhythm_from: null, month_weeks: [],
    schedule: 'Selasa, 24 November 2026', time: '19:30', after_prayer: null, prayer_offset: 0, audience: ['umum'],
    audience_label: '', kitab: null, bab: null, timezone_region: 'WIB', is_online: false, live_stream_url: null,
    location: 'Masjid Lama', address: 'Jl. Lama 1', maps_url: null, latitude: null, longitude: null, description: null,
    poster: null, contact_person: null, contact_phone: null, status: 'pending', rejection_reason: null,
    created_by: 'u-1', created_at: '2026-11-20T00:00:00Z', updated_at: '2026-11-20T00:00:00Z',
    sort_date: '2026-11-24T12:30:00Z', next_occurrence: null, is_past: false, is_today: false,
    is_holiday_today: false, holiday_today: null, holidays: [], holidays_more: 0, rsvp_count: 0, user_rsvp: null,
    distance_km: null, distance_label: null,
  };
  const edit = { kajian, holidays: [], poster_key: null, masjid_id: null, series_id: 's-2', returns_to_pending: false, can_delete: true };

  it('shows the loaded series selected and sends it back on save', async () => {
    const api = fakeApi(userSession, {
      'GET /api/v1/my-seri': () => jsonResponse(mine),
      [`GET /api/v1/postings/regular/${SLUG}`]: () => jsonResponse(edit),
      [`PUT /api/v1/postings/regular/${SLUG}`]: () => jsonResponse({ kajian, message: 'Kajian berhasil diperbarui!', geocode: 'skipped' }),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/kajian/${SLUG}/edit`);
    const select = await screen.findByLabelText('Seri Kajian');
    await waitFor(() => expect(select).toHaveValue('s-2'));
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Tafsir Juz Amma');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-kajian'));
    expect(api.calls.find((c) => c.route.startsWith('PUT '))?.body).toMatchObject({ series_id: 's-2' });
  });
});
