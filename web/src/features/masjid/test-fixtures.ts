import type { Kajian, MasjidSummary, MasjidView } from './api/masjid-api';

// What the masjid feature's tests share: sessions, masjid and an ustadz as the API sends them.

const BASE: Kajian = {
  "id": "00000000-0000-4000-8000-000000000004",
  "type": "regular",
  "slug": "kajian-akbar",
  "path": "/kajian/kajian-akbar",
  "title": "Kajian Akbar Menyambut Bulan Suci Ramadhan: Persiapan Ruhiyah, Ilmu dan Amal Bersama Keluarga Tercinta di Rumah",
  "ustaz": "Ustadz Dr. Muhammad Abdurrahman bin Abdullah Al-Jawi, Lc., M.A.",
  "speakers": [
    {
      "name": "Ustadz Dr. Muhammad Abdurrahman bin Abdullah Al-Jawi, Lc., M.A.",
      "is_main_speaker": true,
      "speaker_order": 1,
      "slug": "muhammad-abdurrahman-bin-abdullah-jawi"
    }
  ],
  "masjid": { "slug": "al-ikhlas", "name": "Masjid Al-Ikhlas" },
  "series": null,
  "meeting_label": "",
  "date": "2026-12-05",
  "day_of_week": null,
  "day_name": null,
  "time": "08:00",
  "after_prayer": null,
  "prayer_offset": 0,
  "timezone_region": "WIT",
  "is_online": false,
  "live_stream_url": null,
  "location": null,
  "address": "Jl. Raya Sentani Kilometer 12, Kelurahan Hedam, Distrik Heram, Kota Jayapura, Papua",
  "maps_url": null,
  "latitude": null,
  "longitude": null,
  "description": null,
  "audience": [
    "ikhwan",
    "akhwat"
  ],
  "audience_label": "Ikhwan & Akhwat",
  "kitab": null,
  "bab": "Fiqih Puasa dan Zakat Fitrah",
  "poster": {
    "original": "/media/posters/2026/11/akbar.png",
    "card": "/media/posters/2026/11/akbar-card.jpg",
    "detail": "/media/posters/2026/11/akbar-detail.jpg",
    "og": "/media/posters/2026/11/akbar-og.jpg"
  },
  "contact_person": null,
  "contact_phone": null,
  "status": "approved",
  "rejection_reason": null,
  "created_by": "00000000-0000-4000-8000-0000000000aa",
  "created_at": "2026-11-01T02:00:00Z",
  "updated_at": "2026-11-01T02:00:00Z",
  "sort_date": "2026-12-05T08:00:00+09:00",
  "next_occurrence": null,
  "is_past": false,
  "is_today": false,
  "is_holiday_today": false,
  "holiday_today": null,
  "holidays": [],
  "holidays_more": 0,
  "rsvp_count": 250,
  "user_rsvp": null,
  "distance_km": 12.4,
  "distance_label": "12 km",
  "speaker": "Ustadz Dr. Muhammad Abdurrahman bin Abdullah Al-Jawi, Lc., M.A.",
  "when": "Sabtu, 5 Desember 2026 · 08.00 WIT",
  "next": "",
  "where": "Jl. Raya Sentani Kilometer 12, Kelurahan Hedam, Distrik Heram, Kota Jayapura, Papua",
  "holiday_today_label": "",
  "holidays_label": "",
  "kitab_label": "Fiqih Puasa dan Zakat Fitrah",
  "end_time": null,
  "end_date": null,
  "every_weeks": 1,
  "rhythm_from": null,
  "month_weeks": [],
  "schedule": "",
  "is_cancelled": false,
  "cancelled_label": "",
  "cancel_reason": null,
  "cancellations": []
};

/** kajian is a one-off session at a masjid, with overrides. */
export function kajian(overrides: Partial<Kajian> = {}): Kajian {
  return { ...BASE, ...overrides };
}

/** summary is a masjid as the directory lists it. */
export function summary(i: number, overrides: Partial<MasjidSummary> = {}): MasjidSummary {
  return {
    id: `m-${String(i)}`,
    slug: `masjid-${String(i)}`,
    name: `Masjid Nomor ${String(i)}`,
    address: `Jl. Masjid No. ${String(i)}`,
    region: 'Jakarta Selatan',
    zone: 'WIB',
    latitude: -6.2 - i / 100,
    longitude: 106.8,
    verified: i === 1,
    facilities: ['ac', 'parkir-motor'],
    distance_km: null,
    upcoming_count: i,
    ...overrides,
  };
}

export const WEEK_TEXT = '*Jadwal Kajian Masjid Al-Ikhlas*\nAhad, 29 November 2026\n• 18:00 Kajian Fiqih';

/** masjidView is GET /api/v1/masjid/al-ikhlas's answer, with overrides. */
export function masjidView(overrides: Partial<MasjidView> = {}): MasjidView {
  return {
    masjid: {
      ...summary(1, { slug: 'al-ikhlas', name: 'Masjid Al-Ikhlas', facilities: ['area-akhwat', 'ac'] }),
      photo_url: null,
      facility_labels: [
        { key: 'area-akhwat', label: 'Area akhwat' },
        { key: 'ac', label: 'AC' },
      ],
      whatsapp: '0812-3456-7890',
      whatsapp_url: 'https://wa.me/6281234567890',
      website: 'alikhlas.or.id',
      instagram: '@masjidalikhlas',
      youtube: '',
      infaq: { bank: 'Bank Syariah Indonesia', account: '7000-1234-56', holder: 'DKM Al-Ikhlas', qris_url: '/media/qris.png' },
      feed_url: '/feeds/masjid/al-ikhlas.ics',
      page_url: 'https://kajiankita.id/masjid/al-ikhlas',
      editor_count: 1,
    },
    upcoming: [kajian({ id: 'k-1', title: 'Kajian Akbar Akhir Tahun' })],
    weekly: [
      {
        day: 0,
        day_name: 'Ahad',
        sessions: [
          kajian({ id: 'r-1', type: 'recurring', title: 'Kajian Fiqih Ahad', after_prayer: 'maghrib', prayer_offset: 0, time: '17:58', timezone_region: 'WIB' }),
        ],
      },
      { day: 4, day_name: 'Kamis', sessions: [kajian({ id: 'r-2', type: 'recurring', title: 'Tafsir Kamis', time: '19:30', timezone_region: 'WIB', month_weeks: [2, 4], schedule: 'Kamis pekan ke-2 & ke-4' })] },
    ],
    prayer_times: { date: '2026-11-28', zone: 'WIB', subuh: '04.05', dzuhur: '11.40', ashar: '15.05', maghrib: '17.55', isya: '19.07' },
    week_text: WEEK_TEXT,
    can_edit: false,
    ...overrides,
  };
}
