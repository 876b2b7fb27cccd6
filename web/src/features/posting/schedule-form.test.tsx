import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { fakeApi } from '@/test/fake-api';

// The posting form's schedule: how a weekly session repeats, its end time, a dauroh's last day.

const saved = {
  kajian: { id: 'k-1', type: 'recurring', slug: 'kajian-tauhid', path: '/kajian-rutin/kajian-tauhid' },
  message: 'Kajian rutin berhasil dibuat dan menunggu persetujuan admin!',
  geocode: 'skipped',
};
const myKajian = { items: [], total: 0, page: 1, page_size: 10, total_pages: 0 };

async function openForm(routes: Parameters<typeof fakeApi>[1] = {}) {
  const api = fakeApi(userSession, {
    'POST /api/v1/postings': () => jsonResponse(saved, 201),
    'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderApp('/kajian/new');
  await screen.findByRole('heading', { level: 1, name: 'Posting Kajian Baru' });
  return { api, user, ...view };
}

/** fillOnline fills what every posting needs, online so no place is asked. */
async function fillOnline(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Kitab Tauhid');
  await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. Firanda');
  await user.click(screen.getByRole('radio', { name: /Online/ }));
  await user.type(screen.getByLabelText(/Link Live Stream/), 'https://youtube.com/live/x');
}

const posted = (api: ReturnType<typeof fakeApi>) => api.calls.find((c) => c.route === 'POST /api/v1/postings')?.body;

describe('Pengulangan', () => {
  it("posts 'Sabtu pekan ke-2 & ke-4' with its end time, previewed in the server's words", async () => {
    const { api, user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: /Kajian Rutin/ }));
    await fillOnline(user);
    await user.selectOptions(screen.getByLabelText(/^Hari/), '6');
    expect(screen.getByLabelText('Pengulangan')).toHaveValue('weekly');
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Tampil sebagai: Setiap Sabtu');
    await user.selectOptions(screen.getByLabelText('Pengulangan'), 'monthly');
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Pilih minimal satu pekan.');
    const weeks = screen.getByRole('group', { name: /Pekan dalam sebulan/ });
    await user.click(within(weeks).getByLabelText('Pekan ke-4'));
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Setiap Sabtu pekan keempat');
    await user.click(within(weeks).getByLabelText('Pekan ke-2'));
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Tampil sebagai: Sabtu pekan ke-2 & ke-4');
    await user.type(screen.getByLabelText(/^Waktu/), '08:00');
    await user.type(screen.getByLabelText(/Jam selesai/), '11:30');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    expect(posted(api)).toMatchObject({
      kajian_type: 'recurring',
      day_of_week: 6,
      time: '08:00',
      every_weeks: 1,
      rhythm_from: '',
      month_weeks: [2, 4],
      end_time: '11:30',
      end_date: '',
    });
  });

  it('refuses a monthly rhythm without a week, focusing the weeks, and sends nothing', async () => {
    const { api, user } = await openForm();
    await user.click(screen.getByRole('radio', { name: /Kajian Rutin/ }));
    await fillOnline(user);
    await user.type(screen.getByLabelText(/^Waktu/), '08:00');
    await user.selectOptions(screen.getByLabelText('Pengulangan'), 'monthly');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect((await screen.findAllByText('Pilih minimal satu pekan')).length).toBeGreaterThan(0);
    await waitFor(() => {
      expect(screen.getByLabelText('Pekan ke-1')).toHaveFocus();
    });
    expect(posted(api)).toBeUndefined();
  });

  it('posts every two weeks from a first date on its day, after refusing a date on another day', async () => {
    const { api, user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: /Kajian Rutin/ }));
    await fillOnline(user);
    await user.selectOptions(screen.getByLabelText(/^Hari/), '3');
    await user.type(screen.getByLabelText(/^Waktu/), '19:30');
    await user.selectOptions(screen.getByLabelText('Pengulangan'), 'every');
    expect(screen.getByLabelText(/Setiap … pekan/)).toHaveValue('2');
    expect(screen.getByText('Tanggal pertama kajian, jatuh pada hari Rabu.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Setiap … pekan/), '3');
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Tiga pekan sekali, Rabu');
    await user.selectOptions(screen.getByLabelText(/Setiap … pekan/), 'Dua pekan sekali');
    await user.type(screen.getByLabelText(/Mulai tanggal/), '2026-12-05'); // a Sabtu
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect((await screen.findAllByText('Tanggal mulai harus jatuh pada hari kajian')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Mulai tanggal/)).toHaveFocus();
    expect(posted(api)).toBeUndefined();

    await user.clear(screen.getByLabelText(/Mulai tanggal/));
    await user.type(screen.getByLabelText(/Mulai tanggal/), '2026-12-02'); // a Rabu
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    expect(posted(api)).toMatchObject({ day_of_week: 3, every_weeks: 2, rhythm_from: '2026-12-02', month_weeks: [], end_time: '' });
  });
});

describe('a dauroh and its end', () => {
  it('posts a one-off over three days, and shows the server refusal on its field', async () => {
    const { api, user, router } = await openForm({
      'POST /api/v1/postings': () =>
        jsonResponse({ error: { code: 'validation_failed', message: 'Jam selesai harus setelah jam mulai', field: 'end_time' } }, 400),
    });
    await fillOnline(user);
    expect(screen.queryByLabelText('Pengulangan')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Tanggal/), '2027-01-08');
    await user.type(screen.getByLabelText(/Sampai tanggal \(dauroh\)/), '2027-01-10');
    await user.type(screen.getByLabelText(/^Waktu/), '08:00');
    await user.type(screen.getByLabelText(/Jam selesai/), '11:30');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    const field = await screen.findByLabelText(/Jam selesai/);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription('Jam selesai harus setelah jam mulai');
    });
    expect(posted(api)).toMatchObject({ kajian_type: 'regular', date: '2027-01-08', end_date: '2027-01-10', end_time: '11:30', every_weeks: null, month_weeks: [] });
    expect(router.state.location.pathname).toBe('/kajian/new');
  });

  it('refuses a dauroh over 14 days before sending', async () => {
    const { api, user } = await openForm();
    await fillOnline(user);
    await user.type(screen.getByLabelText(/^Tanggal/), '2027-01-08');
    await user.type(screen.getByLabelText(/Sampai tanggal \(dauroh\)/), '2027-01-23');
    await user.type(screen.getByLabelText(/^Waktu/), '08:00');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect((await screen.findAllByText('Tanggal selesai paling lambat 14 hari setelah tanggal mulai')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Sampai tanggal \(dauroh\)/)).toHaveFocus();
    expect(posted(api)).toBeUndefined();
  });
});

describe('Edit Kajian Rutin', () => {
  it('loads the stored rhythm and end and sends them back', async () => {
    const slug = 'kajian-tauhid';
    const kajian = {
      id: 'r-1', type: 'recurring', slug, path: `/kajian-rutin/${slug}`, title: 'Kajian Tauhid', ustaz: 'Ust. A',
      speakers: [{ name: 'Ust. A', is_main_speaker: true, speaker_order: 1 }], date: null, day_of_week: 6,
      day_name: 'Sabtu', end_time: '11:30', end_date: null, every_weeks: 1, rhythm_from: null, month_weeks: [2, 4],
      schedule: 'Sabtu pekan ke-2 & ke-4', time: '08:00', after_prayer: null, prayer_offset: 0, audience: ['umum'],
      audience_label: '', kitab: null, bab: null, timezone_region: 'WIB', is_online: true,
      live_stream_url: 'https://youtube.com/live/x', location: null, address: null, maps_url: null, latitude: null,
      longitude: null, description: null, poster: null, contact_person: null, contact_phone: null, status: 'active',
      rejection_reason: null, created_by: 'u-1', created_at: '2026-11-20T00:00:00Z', updated_at: '2026-11-20T00:00:00Z',
      sort_date: '2026-12-12T01:00:00Z', next_occurrence: '2026-12-12', is_past: false, is_today: false,
      is_holiday_today: false, holiday_today: null, holidays: [], holidays_more: 0, rsvp_count: 0, user_rsvp: null,
      distance_km: null, distance_label: null,
    };
    const api = fakeApi(userSession, {
      [`GET /api/v1/postings/recurring/${slug}`]: () =>
        jsonResponse({ kajian, holidays: [], poster_key: null, returns_to_pending: false, can_delete: true }),
      [`PUT /api/v1/postings/recurring/${slug}`]: () => jsonResponse({ kajian, message: 'Kajian rutin berhasil diperbarui!', geocode: 'skipped' }),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/kajian-rutin/${slug}/edit`);
    await waitFor(() => {
      expect(screen.getByLabelText('Pengulangan')).toHaveValue('monthly');
    });
    expect(screen.getByLabelText('Pekan ke-2')).toBeChecked();
    expect(screen.getByLabelText('Pekan ke-4')).toBeChecked();
    expect(screen.getByLabelText('Pekan ke-1')).not.toBeChecked();
    expect(screen.getByLabelText(/Jam selesai/)).toHaveValue('11:30');
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent('Sabtu pekan ke-2 & ke-4');
    await user.click(screen.getByLabelText('Pekan terakhir'));
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    expect(api.calls.find((c) => c.route.startsWith('PUT '))?.body).toMatchObject({
      every_weeks: 1,
      month_weeks: [2, 4, -1],
      end_time: '11:30',
      end_date: '',
    });
  });
});
