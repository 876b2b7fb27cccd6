import { z } from 'zod';
import type { components } from '@/lib/api-types';
import { PRAYER_NAMES } from '@/lib/kajian-format';
import { emptySchedule, extractedRhythm, scheduleOf, scheduleProblems, scheduleRequest, scheduleShape, type ScheduleField, type ScheduleValues } from './schedule-rules';
import { newSpeakers, normalizeSpeakers, type SpeakerValue } from './speakers';
import { holidayProblem, holidayRequest, type HolidayValue } from './holiday-rules';
import { isValidDate, isValidTime, isValidUrl } from './value-checks';

export type { HolidayValue } from './holiday-rules';

// The posting and edit forms' values and rules. The rules mirror the server's
// (internal/kajian/posting.go) in the same order with the same messages; both are tested on
// internal/kajian/testdata/posting_cases.json. The server stays the authority.

export type KajianType = 'regular' | 'recurring';
export type Zone = 'WIB' | 'WITA' | 'WIT';
export type FormMode = 'create' | 'edit';

export type PostingInput = components['schemas']['PostingInput'];
export type PostingEdit = components['schemas']['PostingEdit'];
export type AIExtraction = components['schemas']['AIExtraction'];
/** AIRead is a poster or announcement read for the form, with the required fields not read. */
export type AIRead = components['schemas']['AIRead'];

/** The form's values; the rhythm and the end are ScheduleValues (schedule-rules.ts). */
export interface PostingValues extends ScheduleValues {
  kajian_type: KajianType;
  is_online: boolean;
  title: string;
  speakers: SpeakerValue[];
  date: string;
  time: string;
  /** A prayer's key when the session starts after it ('Ba'da Maghrib'), '' for a clock time. */
  after_prayer: string;
  /** Minutes after the prayer, 0 to 180. */
  prayer_offset: number;
  day_of_week: number;
  timezone_region: string;
  location: string;
  address: string;
  maps_url: string;
  live_stream_url: string;
  contact_person: string;
  contact_phone: string;
  description: string;
  /** Who it is for: group keys (AUDIENCES), at least 'umum'. */
  audience: string[];
  kitab: string;
  bab: string;
  /** The key POST /posters answered, '' without a poster. */
  poster_key: string;
  holidays: HolidayValue[];
  /** The chosen masjid (GET /masjid suggestions): its id is sent, its name only shown; '' for none. */
  masjid_id: string;
  masjid_name: string;
  /** The author's series it is part of (GET /my-seri), '' for none. */
  series_id: string;
}

export const ZONES: readonly { value: Zone; label: string }[] = [
  { value: 'WIB', label: 'WIB (Waktu Indonesia Barat)' },
  { value: 'WITA', label: 'WITA (Waktu Indonesia Tengah)' },
  { value: 'WIT', label: 'WIT (Waktu Indonesia Timur)' },
];

/** The prayers a session can start after, in the day's order, as announcements name them. */
export const PRAYERS = Object.entries(PRAYER_NAMES).map(([value, label]) => ({ value, label }));

/** The groups a session can be for (the server's kajian.Audience). */
export const AUDIENCES = [
  { value: 'umum', label: 'Umum' },
  { value: 'ikhwan', label: 'Ikhwan' },
  { value: 'akhwat', label: 'Akhwat' },
  { value: 'anak-anak', label: 'Anak-anak' },
  { value: 'keluarga', label: 'Keluarga' },
] as const;

export type AudienceKey = (typeof AUDIENCES)[number]['value'];

/** MAX_PRAYER_OFFSET is the most minutes after its prayer a session may start (the server's rule). */
export const MAX_PRAYER_OFFSET = 180;

/** Spec §9: the form's default day is 1 (Senin). */
export const DEFAULT_DAY = 1;

export const MESSAGES = {
  loginFirst: 'Anda harus login terlebih dahulu',
  needSpeaker: 'Minimal harus ada satu pemateri',
  needMainSpeaker: 'Harus ada satu pemateri utama',
  needStreamOnline: 'URL Live Stream harus diisi untuk kajian online',
  needLocation: 'Lokasi harus diisi untuk kajian offline',
  needAddress: 'Alamat harus diisi untuk kajian offline',
  needDateTimeOneOff: 'Tanggal dan waktu harus diisi untuk kajian insidental',
  needTimeWeekly: 'Waktu harus diisi untuk kajian rutin',
  badStreamUrl: 'URL Live Stream tidak valid',
  badMapsUrl: 'URL Google Maps tidak valid',
  badZone: 'Zona Waktu tidak valid',
  badTime: 'Waktu tidak valid',
  badDate: 'Tanggal tidak valid',
  badDay: 'Hari tidak valid',
  titleLong: 'Judul maksimal 200 karakter',
  descriptionLong: 'Deskripsi maksimal 5000 karakter',
  textLong: 'Isian terlalu panjang (maksimal 500 karakter)',
  mapsFirst: 'Masukkan URL Google Maps terlebih dahulu',
  descriptionFirst: 'Isi judul, ustaz, dan lokasi terlebih dahulu untuk generate deskripsi',
  badPrayer: 'Pilih waktu sholat: Subuh, Dzuhur, Ashar, Maghrib atau Isya',
  badPrayerOffset: 'Selisih waktu setelah sholat harus 0 sampai 180 menit',
  badAudience: 'Peserta tidak valid: pilih Umum, Ikhwan, Akhwat, Anak-anak atau Keluarga',
  kitabLong: 'Nama kitab maksimal 200 karakter',
  babLong: 'Bab/pembahasan maksimal 200 karakter',
} as const;

/** required is the spec's '{field} harus diisi'. */
export const required = (label: string) => `${label} harus diisi`;

export const LABELS = { title: 'Judul', date: 'Tanggal', time: 'Waktu', zone: 'Zona Waktu' } as const;

export type ProblemField =
  | 'title'
  | 'timezone_region'
  | 'speakers'
  | 'live_stream_url'
  | 'location'
  | 'address'
  | 'date'
  | 'time'
  | 'after_prayer'
  | 'prayer_offset'
  | 'audience'
  | 'kitab'
  | 'bab'
  | 'day_of_week'
  | 'maps_url'
  | 'description'
  | 'contact_person'
  | 'contact_phone'
  | 'holidays'
  | ScheduleField;

export interface Problem {
  field: ProblemField;
  message: string;
}

/** length counts code points, as the server counts runes. */
const length = (s: string) => Array.from(s).length;

/** namedSpeakers keeps the speakers with a name, as the server does before its checks. */
function namedSpeakers(speakers: readonly SpeakerValue[]): SpeakerValue[] {
  return speakers.filter((s) => s.name.trim() !== '');
}


/**
 * postingProblems lists what is wrong with the values, in the order the spec checks them
 * (content-side §5 'Posting submit' for mode create, 'Edit' for mode edit), then the shape
 * checks both share. The first problem is the one the form announces.
 */
export function postingProblems(v: PostingValues, mode: FormMode): Problem[] {
  const out: Problem[] = [];
  const add = (field: ProblemField, message: string) => out.push({ field, message });
  const t = (s: string) => s.trim();
  const weekly = v.kajian_type === 'recurring';
  const named = namedSpeakers(v.speakers);
  const hasMain = named.some((s) => s.is_main_speaker);
  const zone = t(v.timezone_region).toUpperCase();
  // After a prayer the clock time is worked out by the server.
  const noTime = !t(v.time) && !v.after_prayer;

  if (mode === 'create') {
    if (!t(v.title)) add('title', required(LABELS.title));
    if (!zone) add('timezone_region', required(LABELS.zone));
    if (named.length === 0) add('speakers', MESSAGES.needSpeaker);
    else if (!hasMain) add('speakers', MESSAGES.needMainSpeaker);
    if (v.is_online && !t(v.live_stream_url)) add('live_stream_url', MESSAGES.needStreamOnline);
    if (!v.is_online && !t(v.location)) add('location', MESSAGES.needLocation);
    if (!v.is_online && !t(v.address)) add('address', MESSAGES.needAddress);
    if (!weekly && !t(v.date)) add('date', MESSAGES.needDateTimeOneOff);
    if (!weekly && noTime) add('time', MESSAGES.needDateTimeOneOff);
    if (weekly && noTime) add('time', MESSAGES.needTimeWeekly);
  } else {
    if (!t(v.title)) add('title', required(LABELS.title));
    if (!weekly && !t(v.date)) add('date', required(LABELS.date));
    if (noTime) add('time', required(LABELS.time));
    if (!zone) add('timezone_region', required(LABELS.zone));
    if (weekly && v.is_online && !t(v.live_stream_url)) add('live_stream_url', MESSAGES.needStreamOnline);
    if (!v.is_online && !t(v.location)) add('location', MESSAGES.needLocation);
    if (!v.is_online && !t(v.address)) add('address', MESSAGES.needAddress);
    if (named.length === 0) add('speakers', MESSAGES.needSpeaker);
    else if (!hasMain) add('speakers', MESSAGES.needMainSpeaker);
  }
  // The shape checks run only when the required fields are there, like the server's.
  if (out.length > 0) return out;
  if (t(v.live_stream_url) && !isValidUrl(t(v.live_stream_url))) add('live_stream_url', MESSAGES.badStreamUrl);
  if (t(v.maps_url) && !isValidUrl(t(v.maps_url))) add('maps_url', MESSAGES.badMapsUrl);
  if (!['WIB', 'WITA', 'WIT'].includes(zone)) add('timezone_region', MESSAGES.badZone);
  if (v.after_prayer) {
    if (!PRAYERS.some((p) => p.value === v.after_prayer)) add('after_prayer', MESSAGES.badPrayer);
    else if (!Number.isInteger(v.prayer_offset) || v.prayer_offset < 0 || v.prayer_offset > MAX_PRAYER_OFFSET)
      add('prayer_offset', MESSAGES.badPrayerOffset);
  } else if (!isValidTime(t(v.time))) add('time', MESSAGES.badTime);
  if (weekly) {
    if (!Number.isInteger(v.day_of_week) || v.day_of_week < 0 || v.day_of_week > 6) add('day_of_week', MESSAGES.badDay);
  } else if (!isValidDate(t(v.date))) {
    add('date', MESSAGES.badDate);
  }
  if (!v.audience.every((a) => AUDIENCES.some((g) => g.value === a))) add('audience', MESSAGES.badAudience);
  if (length(t(v.kitab)) > 200) add('kitab', MESSAGES.kitabLong);
  if (length(t(v.bab)) > 200) add('bab', MESSAGES.babLong);
  if (length(t(v.title)) > 200) add('title', MESSAGES.titleLong);
  if (length(t(v.description)) > 5000) add('description', MESSAGES.descriptionLong);
  for (const field of ['location', 'address', 'contact_person', 'contact_phone', 'live_stream_url', 'maps_url'] as const) {
    if (length(t(v[field])) > 500) add(field, MESSAGES.textLong);
  }
  if (named.length > 20) add('speakers', 'Maksimal 20 pemateri');
  for (const p of scheduleProblems(v)) add(p.field, p.message);
  if (weekly) {
    const r = scheduleRequest(v);
    const rhythm = { day_of_week: v.day_of_week, every_weeks: r.every_weeks ?? 1, rhythm_from: r.rhythm_from ?? '', month_weeks: r.month_weeks ?? [] };
    const problem = holidayProblem(v.holidays, rhythm);
    if (problem) add('holidays', problem);
  }
  return out;
}

/** firstProblem is the problem the form announces, or null when the values may be sent. */
export function firstProblem(v: PostingValues, mode: FormMode): Problem | null {
  return postingProblems(v, mode)[0] ?? null;
}

const speakerSchema = z.object({
  name: z.string(),
  is_main_speaker: z.boolean(),
  speaker_order: z.number(),
});

/**
 * postingSchema is the react-hook-form resolver's schema: the shape, then every rule of
 * postingProblems in order, each on its field (one message per field, the first).
 */
export function postingSchema(mode: FormMode) {
  return z
    .object({
      kajian_type: z.enum(['regular', 'recurring']),
      is_online: z.boolean(),
      title: z.string(),
      speakers: z.array(speakerSchema),
      date: z.string(),
      time: z.string(),
      after_prayer: z.string(),
      prayer_offset: z.number(),
      day_of_week: z.number(),
      timezone_region: z.string(),
      location: z.string(),
      address: z.string(),
      maps_url: z.string(),
      live_stream_url: z.string(),
      contact_person: z.string(),
      contact_phone: z.string(),
      description: z.string(),
      audience: z.array(z.string()),
      kitab: z.string(),
      bab: z.string(),
      poster_key: z.string(),
      holidays: z.array(z.object({ id: z.string().optional(), date: z.string(), until: z.string().optional(), reason: z.string() })),
      masjid_id: z.string(),
      masjid_name: z.string(),
      series_id: z.string(),
      ...scheduleShape,
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      const messages = new Set<string>();
      for (const p of postingProblems(values, mode)) {
        // One message per field, and the date-and-time message once, under the date.
        if (seen.has(p.field) || (p.field === 'time' && messages.has(p.message))) continue;
        seen.add(p.field);
        messages.add(p.message);
        ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
      }
    });
}

/** emptyPosting is a new form: one-off, offline, WIB, Senin for weekly, one main speaker. */
export function emptyPosting(): PostingValues {
  return {
    kajian_type: 'regular',
    is_online: false,
    title: '',
    speakers: newSpeakers(),
    date: '',
    time: '',
    after_prayer: '',
    prayer_offset: 0,
    day_of_week: DEFAULT_DAY,
    timezone_region: 'WIB',
    location: '',
    address: '',
    maps_url: '',
    live_stream_url: '',
    contact_person: '',
    contact_phone: '',
    description: '',
    audience: ['umum'],
    kitab: '',
    bab: '',
    poster_key: '',
    holidays: [],
    masjid_id: '',
    masjid_name: '',
    series_id: '',
    ...emptySchedule(),
  };
}

/** toPostingRequest turns form values into the API body (the server trims and nulls). */
export function toPostingRequest(v: PostingValues): PostingInput {
  const weekly = v.kajian_type === 'recurring';
  return {
    kajian_type: v.kajian_type,
    title: v.title,
    speakers: v.speakers.map((s, i) => ({ ...s, speaker_order: i + 1 })),
    date: weekly ? '' : v.date,
    time: v.after_prayer ? '' : v.time,
    after_prayer: (v.after_prayer || null) as PostingInput['after_prayer'],
    prayer_offset: v.after_prayer ? v.prayer_offset : 0,
    day_of_week: weekly ? v.day_of_week : null,
    timezone_region: v.timezone_region as Zone,
    is_online: v.is_online,
    live_stream_url: v.live_stream_url,
    location: v.is_online ? '' : v.location,
    address: v.is_online ? '' : v.address,
    maps_url: v.is_online ? '' : v.maps_url,
    description: v.description,
    audience: v.audience as AudienceKey[],
    kitab: v.kitab,
    bab: v.bab,
    poster_key: v.poster_key || null,
    contact_person: v.contact_person,
    contact_phone: v.contact_phone,
    masjid_id: v.is_online ? '' : v.masjid_id, // '' unlinks the session from its masjid
    holidays: weekly
      ? v.holidays.map(holidayRequest)
      : [],
    series_id: v.series_id, // '' leaves a series; an edit sends back the one it loaded
    ...scheduleRequest(v),
  };
}

/** fromPostingEdit fills an edit form from GET /postings/{type}/{slug}. */
export function fromPostingEdit(edit: PostingEdit): PostingValues {
  const k = edit.kajian;
  return {
    kajian_type: k.type,
    is_online: k.is_online,
    title: k.title,
    speakers: normalizeSpeakers(k.speakers),
    date: k.date ?? '',
    time: k.time.slice(0, 5),
    after_prayer: k.after_prayer ?? '',
    prayer_offset: k.prayer_offset,
    day_of_week: k.day_of_week ?? DEFAULT_DAY,
    timezone_region: k.timezone_region,
    location: k.location ?? '',
    address: k.address ?? '',
    maps_url: k.maps_url ?? '',
    live_stream_url: k.live_stream_url ?? '',
    contact_person: k.contact_person ?? '',
    contact_phone: k.contact_phone ?? '',
    description: k.description ?? '',
    audience: k.audience,
    kitab: k.kitab ?? '',
    bab: k.bab ?? '',
    poster_key: edit.poster_key ?? '',
    holidays: edit.holidays.map((h) => ({ id: h.id, date: h.date, until: h.until ?? '', reason: h.reason ?? '' })),
    masjid_id: edit.masjid_id ?? '',
    masjid_name: k.masjid?.name ?? '',
    series_id: edit.series_id ?? '',
    ...scheduleOf(k),
  };
}

/**
 * applyExtraction fills the form from what a poster or an announcement said (spec §2: the
 * type and mode are set, and every field the answer has replaces the form's). Fields the
 * answer left empty keep what the user typed.
 */
export function applyExtraction(
  v: PostingValues,
  x: AIExtraction,
  options: { fixedType?: boolean } = {},
): PostingValues {
  const pick = (answer: string, current: string) => (answer.trim() ? answer.trim() : current);
  const next: PostingValues = {
    ...v,
    kajian_type: options.fixedType ? v.kajian_type : x.kajian_type,
    is_online: x.is_online,
    title: pick(x.title, v.title),
    date: pick(x.date, v.date),
    time: pick(x.time, v.time),
    // A start after a prayer replaces a clock time the user chose, and the other way round
    // only when the answer has a clock time.
    after_prayer: x.after_prayer || (x.time.trim() ? '' : v.after_prayer),
    prayer_offset: x.after_prayer ? x.prayer_offset : v.prayer_offset,
    day_of_week: x.day_of_week ?? v.day_of_week,
    timezone_region: x.timezone_region,
    location: pick(x.location, v.location),
    address: pick(x.address, v.address),
    description: pick(x.description, v.description),
    // 'umum' alone is what an answer says when the source names nobody: the form's choice stays.
    audience: x.audience.length > 0 && x.audience.join() !== 'umum' ? x.audience : v.audience,
    kitab: pick(x.kitab, v.kitab),
    bab: pick(x.bab, v.bab),
    contact_person: pick(x.contact_person, v.contact_person),
    contact_phone: pick(x.contact_phone, v.contact_phone),
    live_stream_url: pick(x.live_stream_url, v.live_stream_url),
  };
  const speakers = x.speakers.filter((s) => s.name.trim() !== '');
  if (speakers.length > 0) next.speakers = normalizeSpeakers(speakers);
  else if (x.ustaz.trim()) next.speakers = normalizeSpeakers([{ name: x.ustaz.trim(), is_main_speaker: true, speaker_order: 1 }]);
  // A weekly answer's rhythm ('Sabtu pekan ke-2 & ke-4'); a one-off's says none.
  const rhythm = next.kajian_type === 'recurring' && x.kajian_type === 'recurring' ? extractedRhythm(x) : null;
  return rhythm ? { ...next, ...rhythm } : next;
}
