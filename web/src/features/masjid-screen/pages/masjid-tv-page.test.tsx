import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveOfflineCopy } from '@/lib/offline-copy';
import { renderApp, jsonResponse, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

// Sabtu 28 November 2026, 12.00 WITA.
const NOW = new Date('2026-11-28T04:00:00Z');

function kajian(id: string, title: string, sortDate: string, extra: object = {}) {
  return {
    id,
    type: 'regular',
    title,
    path: `/kajian/${id}`,
    speaker: 'Ustadz Fulan',
    time: '19:30',
    after_prayer: null,
    prayer_offset: 0,
    timezone_region: 'WITA',
    sort_date: sortDate,
    ...extra,
  };
}

const answer = {
  masjid: {
    slug: 'masjid-raya-makassar',
    name: 'Masjid Raya Makassar',
    address: 'Jl. Masjid Raya',
    region: 'Makassar',
    zone: 'WITA',
    page_url: 'https://kajiankita.id/masjid/masjid-raya-makassar',
  },
  upcoming: [
    kajian('a', 'Tafsir Al-Quran', '2026-11-28T10:04:00Z', { after_prayer: 'maghrib', time: '18:04' }),
    kajian('b', 'Fiqih Muamalah', '2026-11-30T12:00:00Z'),
  ],
  weekly: [{ day: 0, day_name: 'Ahad', sessions: [kajian('c', 'Kitab Tauhid', '2026-11-29T01:00:00Z', { type: 'recurring' })] }],
  prayer_times: { date: '2026-11-28', zone: 'WITA', subuh: '04.20', dzuhur: '11.55', ashar: '15.20', maghrib: '18.04', isya: '19.16' },
};

describe('the lobby screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows the clock, the next prayer, today\'s and the next sessions and the QR code, without the app chrome', async () => {
    fakeApi(visitor, { 'GET /api/v1/masjid/masjid-raya-makassar': () => jsonResponse(answer) });
    renderApp('/masjid/masjid-raya-makassar/tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masjid Raya Makassar' })).toBeInTheDocument();
    expect(screen.getByTestId('tv-clock')).toHaveTextContent(/^12\.00/);
    expect(screen.getByText('Sabtu, 28 November 2026')).toBeInTheDocument();
    expect(screen.getByTestId('tv-next-prayer')).toHaveTextContent('AsharBerikutnya15.20');
    const today = within(screen.getByTestId('tv-today')).getAllByRole('listitem');
    expect(today.map((li) => li.textContent)).toEqual(["18.04Tafsir Al-QuranUstadz Fulan · Ba'da Maghrib · adzan ± 18.04 WITA"]);
    const next = within(screen.getByTestId('tv-next')).getAllByRole('listitem');
    expect(next.map((li) => li.textContent)).toEqual([
      'Ahad, 29 Nov09.00Kitab TauhidUstadz Fulan',
      'Senin, 30 Nov20.00Fiqih MuamalahUstadz Fulan',
    ]);
    expect(screen.getByRole('img', { name: 'Kode QR halaman Masjid Raya Makassar' })).toHaveAttribute(
      'src',
      '/masjid/masjid-raya-makassar/qr.svg',
    );
    // No app header, navigation or sign-in link.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tv-stale')).not.toBeInTheDocument();
  });

  it('keeps showing its last copy without a connection, saying when it was fetched', async () => {
    saveOfflineCopy('masjid-tv:masjid-raya-makassar', answer, NOW.getTime() - 20 * 60 * 60_000);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/masjid/masjid-raya-makassar/tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masjid Raya Makassar' })).toBeInTheDocument();
    expect(screen.getByTestId('tv-stale')).toHaveTextContent('Terakhir diperbarui Jumat, 27 Nov 16.00');
    expect(within(screen.getByTestId('tv-next')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so for an unknown masjid', async () => {
    fakeApi(visitor, { 'GET /api/v1/masjid/tidak-ada': () => apiError(404, 'not_found', 'Masjid tidak ditemukan') });
    renderApp('/masjid/tidak-ada/tv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masjid tidak ditemukan' })).toBeInTheDocument();
  });
});
