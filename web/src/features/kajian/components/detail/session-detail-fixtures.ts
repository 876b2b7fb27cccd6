import { vi } from 'vitest';
import type { KajianDetail, NotePage } from '@/features/kajian/api/detail-queries';
import type { Session } from '@/lib/session';
import { createTestQueryClient, jsonResponse } from '@/test/app';

// What the session page tests share: a one-off and a weekly session as the API sends them, and a
// fake of the Go API for one page.

export const SLUG = '2026-11-24-tafsir-surat-alkahfi';
export const WEEKLY_SLUG = 'kamis-kajian-kitab-tauhid';

export function oneOff(overrides: Partial<KajianDetail> = {}): KajianDetail {
  const link = `https://kajiankita.id/kajian/${SLUG}`;
  return {
    id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
    type: 'regular',
    slug: SLUG,
    path: `/kajian/${SLUG}`,
    title: 'Tafsir Surat Al-Kahfi',
    ustaz: 'Ustadz Abdurrahman Hakim',
    speakers: [
      { name: 'Ustadz Abdurrahman Hakim', is_main_speaker: true, speaker_order: 1, slug: 'abdurrahman-hakim' },
      { name: 'Ustadz Fikri Haikal', is_main_speaker: false, speaker_order: 2, slug: 'fikri-haikal' },
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
    masjid: null,
    series: null,
    meeting_label: '',
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
    when: 'Selasa, 24 November 2026 · 19.30 WITA',
    next: '',
    where: 'Masjid Raya Makassar',
    holiday_today_label: '',
    holidays_label: '',
    kitab_label: '',
    end_time: null,
    end_date: null,
    every_weeks: 1,
    rhythm_from: null,
    month_weeks: [],
    schedule: 'Selasa, 24 November 2026',
    is_cancelled: false,
    cancelled_label: '',
    cancel_reason: null,
    cancellations: [],
    creator: { id: 'c-1', full_name: 'Siti Nurhaliza' },
    can_edit: false,
    can_rsvp: true,
    share_url: link,
    share_text: `*Tafsir Surat Al-Kahfi*\n\nInfo lengkap dan konfirmasi kehadiran:\n${link}`,
    calendar_url: `/kajian/${SLUG}/kalender.ics`,
    calendar_details: `Hari: Selasa\n\nInfo lengkap: ${link}`,
    google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Tafsir',
    preview_image_url: `${link}/og-image?v=1`,
    cancellable_dates: [],
    ...overrides,
  };
}

export function weekly(overrides: Partial<KajianDetail> = {}): KajianDetail {
  return oneOff({
    id: '1c9d1e3a-2b7d-4a55-9f0e-2f7c2a9b1d10',
    type: 'recurring',
    slug: WEEKLY_SLUG,
    path: `/kajian-rutin/${WEEKLY_SLUG}`,
    title: 'Kajian Kitab Tauhid',
    speakers: [{ name: 'Ustadz Taufiq Hamzah', is_main_speaker: true, speaker_order: 1, slug: 'taufiq-hamzah' }],
    date: null,
    day_of_week: 4,
    day_name: 'Kamis',
    schedule: 'Setiap Kamis',
    timezone_region: 'WIB',
    next_occurrence: '2026-11-26',
    is_online: true,
    location: null,
    address: null,
    contact_phone: null,
    holidays: ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'].map((date, i) => ({
      id: `h-${i}`,
      date,
      until: null,
      reason: i === 0 ? 'Ustadz safar dakwah' : null,
    })),
    holidays_more: 2,
    ...overrides,
  });
}

export const noNotes: NotePage = { items: [], total: 0, page: 1, page_size: 3, tags: [] };

export interface Route {
  method: string;
  path: string;
  answer: (body: unknown, url: URL) => Response;
}

/** serve fakes the Go API for one page: the session call plus the given routes. */
export function serve(session: Session, routes: Route[]) {
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

export const get = (path: string, answer: Route['answer']): Route => ({ method: 'GET', path, answer });

/** A query client whose retries (the detail query's own, for server errors) do not wait. */
export function noWaitRetries() {
  const client = createTestQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

export const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Terjadi kesalahan' } }, 500);
export const put = (path: string, answer: Route['answer']): Route => ({ method: 'PUT', path, answer });
