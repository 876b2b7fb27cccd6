import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import { itemsOf, pointsOf } from '../hooks/use-directory';
import { summary } from '../test-fixtures';

function page(n: number, count: number, total: number) {
  const items = Array.from({ length: count }, (_, i) => summary((n - 1) * 20 + i + 1));
  return { items, page: n, total, has_more: n * 20 < total };
}

describe('/masjid', () => {
  it('lists 20 a page with Muat lebih banyak, the verified badge and facilities', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/masjid': (_, url) => jsonResponse(url.searchParams.get('page') === '2' ? page(2, 5, 25) : page(1, 20, 25)),
    });
    const user = userEvent.setup();
    renderApp('/masjid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direktori Masjid' })).toBeInTheDocument();
    // The home's location card, in the directory's words.
    expect(await screen.findByRole('heading', { level: 2, name: 'Temukan Masjid Terdekat' })).toBeInTheDocument();
    expect(await screen.findByText('25 masjid')).toBeInTheDocument();
    const list = screen.getByTestId('daftar-masjid');
    expect(within(list).getAllByTestId('masjid-card')).toHaveLength(20);
    const first = within(list).getAllByTestId('masjid-card')[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: 'Masjid Nomor 1' })).toHaveAttribute('href', '/masjid/masjid-1');
    expect(within(first).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(first).getByText('AC')).toBeInTheDocument(); // the icon's name for screen readers
    expect(within(first).getByText('1 kajian mendatang')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(within(list).getAllByTestId('masjid-card')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    const first20 = api.calls.find((c) => c.route.startsWith('GET /api/v1/masjid?'))?.route ?? '';
    expect(new URL(first20, 'http://x').searchParams.get('limit')).toBe('20');
  });

  it('searches once the typing pauses, and keeps the search in the URL', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/masjid': (_, url) =>
        jsonResponse(url.searchParams.get('q') === 'istiqlal' ? page(1, 1, 1) : page(1, 3, 3)),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/masjid');
    await screen.findByText('3 masjid');
    await user.type(screen.getByRole('searchbox', { name: 'Cari masjid' }), 'istiqlal');
    expect(await screen.findByText('1 masjid')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=istiqlal');
    // One request for the settled text, none for each letter.
    const searches = api.calls.filter((c) => c.route.startsWith('GET /api/v1/masjid?') && c.route.includes('q='));
    expect(searches.map((c) => new URL(c.route.slice(4), 'http://x').searchParams.get('q'))).toEqual(['istiqlal']);
  });

  it('says so when nothing matches', async () => {
    fakeApi(visitor, { 'GET /api/v1/masjid': () => jsonResponse({ items: [], page: 1, total: 0, has_more: false }) });
    renderApp('/masjid?q=zzz');
    expect(await screen.findByText('Masjid tidak ditemukan')).toBeInTheDocument();
  });
});

describe('directory helpers', () => {
  it('drops repeats across pages and makes map points that open the masjid', () => {
    const a = summary(1);
    const b = summary(2);
    const items = itemsOf([
      { items: [a, b], page: 1, total: 3, has_more: true },
      { items: [b, summary(3)], page: 2, total: 3, has_more: false },
    ]);
    expect(items.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(pointsOf([a]).points[0]).toMatchObject({ path: '/masjid/masjid-1', title: 'Masjid Nomor 1', lat: a.latitude, lng: a.longitude });
  });
});
