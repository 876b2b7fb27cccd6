import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicNote } from '@/features/profile/api/profile-api';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const ID = '7f0c2a4e-0000-4000-8000-000000000001';
const person = { id: ID, full_name: 'Ustadzah Halimah', created_at: '2026-01-01T00:00:00Z' };

function note(n: number, tags: string[] = []): PublicNote {
  return {
    id: `n${String(n)}`,
    user_id: ID,
    author_name: 'Ustadzah Halimah',
    kajian_id: null,
    recurring_kajian_id: null,
    attendance_date: '2026-11-20',
    notes: `<p>Catatan ${String(n)}</p>`,
    notes_text: `Catatan ${String(n)}`,
    tags,
    session: { type: 'regular', title: `Kajian ${String(n)}`, ustaz: 'Ust. A', slug: 's', location: null },
    created_at: '2026-11-20T00:00:00Z',
  };
}

/** kajian is a session of the 'Kajian' tab. */
const kajian = (over: object) => ({
  id: 'k', type: 'regular', slug: 's', path: '/kajian/2026-11-28-kajian-muslimah', title: 'Kajian Muslimah',
  ustaz: 'Ustadzah Halimah', speakers: [], date: '2026-11-28', day_of_week: null, day_name: null, time: '09:00',
  timezone_region: 'WIB', is_online: false, location: 'Masjid Raya', schedule: 'Sabtu, 28 November 2026', end_time: null,
  ...over,
});

describe('/profile/:userId', () => {
  it('shows the name (no role) and notes, with search, tags and pages', async () => {
    const api = fakeApi(visitor, {
      [`GET /api/v1/profiles/${ID}`]: () => jsonResponse(person),
      [`GET /api/v1/profiles/${ID}/notes`]: (_b, url) =>
        jsonResponse({
          items: url.searchParams.get('page') === '2' ? [note(10)] : [note(1, ['ilmu', 'adab', 'iman', 'sabar']), note(2)],
          total: 10,
          page: Number(url.searchParams.get('page') ?? '1'),
          page_size: 9,
          tags: ['adab', 'ilmu'],
        }),
    });
    const user = userEvent.setup();
    renderApp(`/profile/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Ustadzah Halimah' })).toBeInTheDocument();
    expect(screen.queryByText(/Administrator|Pengguna/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Catatan' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Kajian 1')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument(); // 3 tags then +N
    expect(screen.getByText('Menampilkan 1-2 dari 10 catatan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByText('Kajian 10')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 10-10 dari 10 catatan')).toBeInTheDocument();

    // A tag filter starts again at page 1 and asks for every chosen tag.
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await user.click(screen.getByRole('button', { name: '#ilmu' }));
    await user.click(screen.getByRole('button', { name: '#adab' }));
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain(`GET /api/v1/profiles/${ID}/notes?tag=ilmu&tag=adab`);
    });
    await user.type(screen.getByRole('searchbox', { name: 'Cari catatan' }), 'sabar');
    await waitFor(() => {
      expect(api.calls.map((c) => c.route)).toContain(`GET /api/v1/profiles/${ID}/notes?q=sabar&tag=ilmu&tag=adab`);
    });

    await user.click(await screen.findByText('Kajian 1'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Catatan 1');
    expect(screen.getByRole('link', { name: 'Bagikan ke WhatsApp' }).getAttribute('href')).toContain('https://wa.me/?text=CATATAN%20KAJIAN');
  });

  it('lists the user sessions with their time zone in the Kajian tab', async () => {
    fakeApi(visitor, {
      [`GET /api/v1/profiles/${ID}`]: () => jsonResponse(person),
      [`GET /api/v1/profiles/${ID}/notes`]: () => jsonResponse({ items: [], total: 0, page: 1, page_size: 9, tags: [] }),
      [`GET /api/v1/profiles/${ID}/kajian`]: () =>
        jsonResponse({
          items: [
            kajian({}),
            kajian({ id: 'w', type: 'recurring', path: '/kajian-rutin/sabtu-tahsin', title: 'Tahsin', date: null,
              day_of_week: 6, day_name: 'Sabtu', time: '16:00', timezone_region: 'WITA', is_online: true,
              schedule: 'Sabtu pekan ke-2 & ke-4', month_weeks: [2, 4], end_time: '17:30' }),
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp(`/profile/${ID}`);
    expect(await screen.findByText('Belum ada catatan publik.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Kajian' }));
    expect(await screen.findByText('09.00 WIB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kajian Muslimah/ })).toHaveAttribute('href', '/kajian/2026-11-28-kajian-muslimah');
    // When and till when, in the server's words.
    expect(screen.getByText('Sabtu pekan ke-2 & ke-4')).toBeInTheDocument();
    expect(screen.getByText('16.00–17.30 WITA')).toBeInTheDocument();
    expect(screen.getByText('Live Stream')).toBeInTheDocument();
  });

  it("calls Sunday 'Ahad', never 'Minggu', on both tabs", async () => {
    fakeApi(visitor, {
      [`GET /api/v1/profiles/${ID}`]: () => jsonResponse(person),
      [`GET /api/v1/profiles/${ID}/notes`]: () =>
        jsonResponse({ items: [{ ...note(1), attendance_date: '2026-11-22' }], total: 1, page: 1, page_size: 9, tags: [] }),
      [`GET /api/v1/profiles/${ID}/kajian`]: () =>
        jsonResponse({ items: [kajian({ date: '2026-11-29', schedule: 'Ahad, 29 November 2026', path: '/kajian/2026-11-29-kajian-ahad', title: 'Kajian Ahad Pagi' })] }),
    });
    const user = userEvent.setup();
    renderApp(`/profile/${ID}`);
    await user.click(await screen.findByText('Kajian 1'));
    expect(await screen.findByText(/Ahad, 22 November 2026/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Kajian' }));
    expect(await screen.findByText('Ahad, 29 November 2026')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Minggu');
  });

  it('says Profil tidak ditemukan with a link home', async () => {
    fakeApi(visitor, { [`GET /api/v1/profiles/${ID}`]: () => apiError(404, 'profile_not_found', 'Profil tidak ditemukan') });
    renderApp(`/profile/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Profil tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });
});
