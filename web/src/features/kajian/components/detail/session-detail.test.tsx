import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { SLUG, WEEKLY_SLUG, oneOff, weekly, noNotes, serve, get } from './session-detail-fixtures';

// What a session page shows: every detail, the place or platform, public notes, a weekly session's days.

describe('one-off session page', () => {
  it('says a cancelled session is cancelled, with the reason, and offers no attendance', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(oneOff({ is_cancelled: true, cancelled_label: 'Dibatalkan: Ustadz sakit', cancel_reason: 'Ustadz sakit' })),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByTestId('cancelled-banner')).toHaveTextContent('Dibatalkan: Ustadz sakit');
    expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.queryByText('Akan Datang')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masuk / Daftar' })).not.toBeInTheDocument();
  });

  it('lists a weekly session’s cancelled dates with their reasons', async () => {
    serve(visitor, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () =>
        jsonResponse(weekly({ cancellations: [{ id: 'c-1', date: '2026-12-10', until: null, reason: 'Ustadz sakit' }] })),
      ),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    const list = await screen.findByRole('region', { name: 'Jadwal Dibatalkan' });
    expect(list).toHaveTextContent('Kamis, 10 Desember 2026');
    expect(list).toHaveTextContent('Ustadz sakit');
  });

  it("links each speaker's page and the session's masjid", async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(oneOff({ masjid: { slug: 'masjid-raya-makassar', name: 'Masjid Raya Makassar' } })),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByRole('link', { name: 'Ustadz Abdurrahman Hakim' })).toHaveAttribute('href', '/ustadz/abdurrahman-hakim');
    expect(screen.getByRole('link', { name: 'Ustadz Fikri Haikal' })).toHaveAttribute('href', '/ustadz/fikri-haikal');
    // The masjid's name is the link; the place's own name, the same, is not said twice.
    expect(screen.getByRole('link', { name: 'Masjid Raya Makassar' })).toHaveAttribute('href', '/masjid/masjid-raya-makassar');
    expect(screen.getAllByText('Masjid Raya Makassar')).toHaveLength(1);
  });

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
    expect(screen.getByText('19.30 WITA')).toBeInTheDocument();
    expect(screen.getByText('Masjid Raya Makassar')).toBeInTheDocument();
    expect(screen.getByText('Rizky')).toBeInTheDocument();
    expect(screen.getByText('4 orang akan hadir')).toBeInTheDocument();
    // Not today: no live banner, the stream's link sits in the details.
    expect(screen.queryByRole('link', { name: 'Tonton' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka link live streaming' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/live/abc',
    );
    expect(screen.getByRole('link', { name: 'Kalender kajian Ustadz Abdurrahman Hakim' })).toHaveTextContent('Kalender');
    expect(
      screen.getByText(
        // A one-off session has no 'kajian selanjutnya'.
        'Silakan masuk untuk konfirmasi kehadiran Anda dan mencatat kajian ini',
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

  it('shows the live banner with Tonton on the day itself', async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () => jsonResponse(oneOff({ is_today: true }))),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByText('Live streaming hari ini')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tonton' })).toHaveAttribute('href', 'https://www.youtube.com/live/abc');
    expect(screen.queryByRole('link', { name: 'Buka link live streaming' })).not.toBeInTheDocument();
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
            holiday_today: { id: 'h-today', date: '2026-11-26', until: null, reason: 'Masjid dipakai walimah' },
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
});

describe('when a session is held, in the server words', () => {
  it("shows a dauroh's days and its hours with their end", async () => {
    serve(visitor, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(
          oneOff({ date: '2027-01-08', end_date: '2027-01-10', time: '08:00', end_time: '11:30', schedule: 'Jumat–Ahad, 8–10 Januari 2027' }),
        ),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian/${SLUG}`);
    expect(await screen.findByText('Jumat–Ahad, 8–10 Januari 2027')).toBeInTheDocument();
    expect(screen.getByText('08.00–11.30 WITA')).toBeInTheDocument();
  });

  it('shows weeks of the month, and a start after a prayer without its end', async () => {
    serve(visitor, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () =>
        jsonResponse(
          weekly({
            day_of_week: 6,
            month_weeks: [2, 4],
            schedule: 'Sabtu pekan ke-2 & ke-4',
            next_occurrence: '2026-12-12',
            after_prayer: 'maghrib',
            time: '17:58',
            end_time: '20:00',
          }),
        ),
      ),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    expect(await screen.findByText('Sabtu pekan ke-2 & ke-4')).toBeInTheDocument();
    expect(screen.queryByText(/Setiap/)).not.toBeInTheDocument();
    expect(screen.getByText('Selanjutnya: Sabtu, 12 Desember 2026')).toBeInTheDocument();
    expect(screen.getByText("Ba'da Maghrib · adzan ± 17.58 WIB")).toBeInTheDocument();
  });
});
