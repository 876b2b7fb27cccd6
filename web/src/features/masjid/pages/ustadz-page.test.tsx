import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';
import { kajian, summary } from '../test-fixtures';

describe('/ustadz/{slug}', () => {
  it('shows the name, the coming sessions, the masjid where they teach and the feed', async () => {
    fakeApi(visitor, {
      'GET /api/v1/ustadz/abdul-somad': () =>
        jsonResponse({
          name: 'Ustadz Abdul Somad',
          slug: 'abdul-somad',
          upcoming: [kajian({ id: 'k-9', title: 'Tabligh Akbar' })],
          masjid: [summary(1, { slug: 'al-ikhlas', name: 'Masjid Al-Ikhlas' })],
          feed_url: '/feeds/ustadz.ics?nama=Ustadz%20Abdul%20Somad',
        }),
    });
    renderApp('/ustadz/abdul-somad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustadz Abdul Somad' })).toBeInTheDocument();
    expect(within(screen.getByTestId('kajian-ustadz')).getByRole('link', { name: 'Tabligh Akbar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masjid Al-Ikhlas' })).toHaveAttribute('href', '/masjid/al-ikhlas');
    expect(screen.getByRole('link', { name: 'Langganan kalender' }).getAttribute('href')).toMatch(
      /^webcal:\/\/[^/]+\/feeds\/ustadz\.ics\?nama=Ustadz%20Abdul%20Somad$/,
    );
    expect(screen.getByRole('link', { name: 'Ikuti Ustadz Abdul Somad' })).toBeInTheDocument();
  });

  it('is the not-found page when no session names them', async () => {
    fakeApi(visitor, { 'GET /api/v1/ustadz/siapa': () => apiError(404, 'not_found', 'Ustadz tidak ditemukan') });
    renderApp('/ustadz/siapa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeInTheDocument();
  });
});
