import { describe, expect, it } from 'vitest';
import {
  contactUrl,
  cutText,
  facebookUrl,
  googleCalendarUrl,
  posterFileName,
  twitterText,
  twitterUrl,
  whatsappGroupUrl,
  whatsappPersonalUrl,
  whenText,
  type ShareableKajian,
} from './share-links';

const link = 'https://kajiankita.id/kajian/2026-11-24-tafsir-surat-alkahfi';

function oneOff(overrides: Partial<ShareableKajian> = {}): ShareableKajian {
  return {
    id: '8f14e45f-ceea-467a-9575-6e1c2d3b4a5f',
    type: 'regular',
    slug: '2026-11-24-tafsir-surat-alkahfi',
    path: '/kajian/2026-11-24-tafsir-surat-alkahfi',
    title: 'Tafsir Surat Al-Kahfi',
    ustaz: 'Ustadz Hakim',
    speakers: [{ name: 'Ustadz Hakim', is_main_speaker: true, speaker_order: 1, slug: 'hakim' }],
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
    live_stream_url: null,
    location: 'Masjid Raya Makassar',
    address: 'Jl. Masjid Raya No. 57',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=Masjid+Raya',
    latitude: -5.1365,
    longitude: 119.4185,
    description: 'Empat fitnah.',
    poster: null,
    contact_person: 'Rizky',
    contact_phone: '0812-3456-7801',
    status: 'approved',
    rejection_reason: null,
    created_by: 'u-1',
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
    rsvp_count: 3,
    user_rsvp: null,
    distance_km: null,
    distance_label: null,
    speaker: 'Ustadz Hakim',
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
    creator: { id: 'u-1', full_name: 'Fulan' },
    can_edit: false,
    can_rsvp: true,
    share_url: link,
    share_text: `*Tafsir Surat Al-Kahfi*\n\n👤 Ustadz Hakim\n📅 Selasa, 24 November 2026\n\nInfo lengkap dan konfirmasi kehadiran:\n${link}`,
    calendar_url: '/kajian/2026-11-24-tafsir-surat-alkahfi/kalender.ics',
    calendar_details: `Hari: Selasa\n\nUstadz: Ustadz Hakim\n\nInfo lengkap: ${link}`,
    google_calendar_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Tafsir',
    preview_image_url: `${link}/og-image?v=1`,
    cancellable_dates: [],
    ...overrides,
  };
}

function params(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe('WhatsApp', () => {
  it('shares the ready-made text, which contains the share link, to a person', () => {
    const url = whatsappPersonalUrl(oneOff());
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(params(url).get('text')).toBe(oneOff().share_text);
    expect(params(url).get('text')).toContain(link);
  });

  it('greets a group before the same text', () => {
    const text = params(whatsappGroupUrl(oneOff())).get('text') ?? '';
    expect(text.startsWith("Assalamu'alaikum warahmatullahi wabarakatuh.")).toBe(true);
    expect(text.endsWith(oneOff().share_text)).toBe(true);
  });

  it('asks the contact person about the session on their normalised number', () => {
    const url = contactUrl(oneOff()) ?? '';
    expect(url.startsWith('https://wa.me/6281234567801?text=')).toBe(true);
    const text = params(url).get('text') ?? '';
    expect(text).toContain("Assalamu'alaikum Rizky, saya ingin bertanya tentang kajian \"Tafsir Surat Al-Kahfi\"");
    expect(text).toContain('(Selasa, 24 November 2026, 19.30 WITA)');
    expect(text).toContain(link);
    expect(contactUrl(oneOff({ contact_phone: null }))).toBeNull();
    expect(contactUrl(oneOff({ contact_person: ' ' }))).toBeNull();
  });

  it("says a weekly session's rhythm in the server's words", () => {
    const k = oneOff({ type: 'recurring', date: null, day_of_week: 6, month_weeks: [2, 4], schedule: 'Sabtu pekan ke-2 & ke-4' });
    expect(whenText(k)).toBe('Sabtu pekan ke-2 & ke-4');
    expect(params(contactUrl(k) ?? '').get('text')).toContain('(Sabtu pekan ke-2 & ke-4, 19.30 WITA)');
  });
});

describe('Facebook and Twitter', () => {
  it('shares the link to Facebook', () => {
    expect(facebookUrl(oneOff())).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
  });

  it('keeps a short text whole, without WhatsApp markup', () => {
    expect(twitterText(oneOff())).toBe(oneOff().share_text.replace('*Tafsir Surat Al-Kahfi*', 'Tafsir Surat Al-Kahfi'));
  });

  it('cuts a long text at 280 characters and keeps the link', () => {
    const long = oneOff({ share_text: `*${'Kajian '.repeat(60)}*\n\n📅 Selasa\n\nInfo:\n${link}` });
    const text = twitterText(long);
    expect(Array.from(text).length).toBeLessThanOrEqual(280);
    expect(text.endsWith(`…\n\n${link}`)).toBe(true);
    const url = twitterUrl(long);
    expect(url.startsWith('https://twitter.com/intent/tweet?text=')).toBe(true);
    expect(Array.from(params(url).get('text') ?? '').length).toBeLessThanOrEqual(280);
  });

  it('counts emoji as one character', () => {
    expect(cutText('😀'.repeat(281), 280)).toBe(`${'😀'.repeat(279)}…`);
  });
});

describe('Google Calendar', () => {
  // The link itself is the server's (kajian.GoogleCalendarURL, tested in Go).
  it("opens the server's link, or refuses without a date to start from", () => {
    const url = 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Tafsir';
    expect(googleCalendarUrl({ google_calendar_url: url })).toEqual({ ok: true, url });
    expect(googleCalendarUrl({ google_calendar_url: null })).toEqual({
      ok: false,
      message: 'Tanggal kajian selanjutnya tidak tersedia',
    });
  });
});

describe('poster download', () => {
  it('names the file after the title', () => {
    expect(posterFileName('Tafsir Surat Al-Kahfi: Empat Fitnah!', '/media/u/regular/1-ab.png')).toBe(
      'poster-tafsir-surat-al-kahfi-empat-fitnah.png',
    );
    expect(posterFileName('ﷺ', '/media/x.jpg')).toBe('poster-kajian.jpg');
  });
});
