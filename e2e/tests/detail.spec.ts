import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

// Session pages on the demo data: details, attendance, visibility, the share dialog and the
// metadata link previews read without JavaScript.

interface Kajian {
  id: string;
  type: 'regular' | 'recurring';
  slug: string;
  path: string;
  title: string;
  date: string | null;
  day_of_week: number | null;
  time: string;
  timezone_region: 'WIB' | 'WITA' | 'WIT';
  next_occurrence: string | null;
  is_past: boolean;
  is_holiday_today: boolean;
  is_online: boolean;
  location: string | null;
  address: string | null;
  maps_url: string | null;
  live_stream_url: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  holidays: { date: string }[];
  every_weeks: number;
  month_weeks: number[];
  rsvp_count: number;
  user_rsvp: string | null;
}

interface KajianDetail extends Kajian {
  share_url: string;
  share_text: string;
  calendar_url: string;
  calendar_details: string;
  can_rsvp: boolean;
}

const ZONES = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' } as const;
const ICS_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const DAYS = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** calendarDates is what Google Calendar's dates parameter must be: two hours from the start, local time. */
function calendarDates(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, d, hh, mm));
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const fmt = (t: Date) => t.toISOString().slice(0, 19).replace(/[-:]/g, '');
  return `${fmt(start)}/${fmt(end)}`;
}

/** upcoming lists sessions of the home list (the same API the page reads). */
async function upcoming(request: APIRequestContext, type: 'regular' | 'recurring'): Promise<Kajian[]> {
  const response = await request.get(`/api/v1/kajian?type=${type}&limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Kajian[] }).items;
}

async function detail(request: APIRequestContext, path: string): Promise<KajianDetail> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as KajianDetail;
}

/** ignoreStatus drops the browser's "Failed to load resource" lines for answers a test provokes. */
function ignoreStatus(errors: string[], status: number): void {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (errors[i]?.includes(`status of ${String(status)}`)) errors.splice(i, 1);
  }
}

async function offlineTiles(page: Page): Promise<void> {
  await serveBlankTiles(page);
}

function hrefOf(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name: 'Bagikan Kajian' }).getByRole('link', { name, exact: true }).getAttribute('href');
}

function textParam(href: string | null): string {
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

test.describe('session pages', () => {
  test.beforeEach(async ({ page }) => {
    await offlineTiles(page);
  });

  test('a visitor opens a demo session from the home list and sees its details and the sign-in prompt', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('daftar-kajian').getByTestId('kajian-card').first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/kajian(-rutin)?\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Kajian Kita`);

    const info = await detail(page.request, new URL(page.url()).pathname);
    await expect(page.getByText(info.is_online ? 'ONLINE' : 'OFFLINE', { exact: true })).toBeVisible();
    await expect(page.getByText('Diposting oleh')).toBeVisible();
    await expect(page.getByText(`${info.time.replace(':', '.')} ${info.timezone_region}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Utama', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('rsvp-count')).toHaveText(`${info.rsvp_count} orang akan hadir`);
    if (info.type === 'recurring') {
      await expect(page.getByText(`Selanjutnya: ${longDate(info.next_occurrence ?? '')}`)).toBeVisible();
    } else {
      await expect(page.getByText('Akan Datang', { exact: true })).toBeVisible();
      await expect(page.getByText(longDate(info.date ?? ''), { exact: true })).toBeVisible();
    }
    // Only a weekly session has a 'kajian selanjutnya'.
    const prompt =
      info.type === 'recurring'
        ? 'Silakan masuk untuk konfirmasi kehadiran Anda pada kajian selanjutnya dan mencatat kajian ini'
        : 'Silakan masuk untuk konfirmasi kehadiran Anda dan mencatat kajian ini';
    await expect(page.getByText(prompt)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Akan Hadir' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Masuk / Daftar' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fkajian/);
  });

  test('a signed-in user chooses Akan Hadir (+1), then Tidak Hadir (-1), and the choice survives a reload', async ({ page }) => {
    await signIn(page, createAccount({ name: 'Jamaah Hadir' }));
    // An upcoming one-off session with its contact, place and map: also the screenshot.
    const target = (await upcoming(page.request, 'regular')).find(
      (k) => !k.is_past && k.contact_person && k.contact_phone && k.location && k.live_stream_url,
    );
    if (!target) throw new Error('the demo data has no upcoming one-off session with a contact, place and live stream');
    await page.goto(target.path);
    const attend = page.getByRole('button', { name: 'Akan Hadir' });
    const decline = page.getByRole('button', { name: 'Tidak Hadir' });
    await expect(attend).toBeEnabled();
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    const count = page.getByTestId('rsvp-count');
    const before = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    await expect(page.getByRole('region', { name: `Peta lokasi ${target.location ?? ''}` })).toBeVisible();
    await screenshot(page, 'detail-kajian-phone');

    await attend.click();
    await expect(page.getByText('Terima kasih! Anda terdaftar akan hadir')).toBeVisible();
    await expect(count).toHaveText(`${before + 1} orang akan hadir`);
    await expect(attend).toHaveAttribute('aria-pressed', 'true');

    await decline.click();
    await expect(page.getByText('RSVP Anda telah diperbarui')).toBeVisible();
    await expect(count).toHaveText(`${before} orang akan hadir`);
    await expect(decline).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Tidak Hadir' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Akan Hadir' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('rsvp-count')).toHaveText(`${before} orang akan hadir`);
    expect((await detail(page.request, target.path)).user_rsvp).toBe('tidak_hadir');
  });

  test('the weekly page answers for the next occurrence', async ({ page }) => {
    await signIn(page, createAccount({ name: 'Jamaah Rutin' }));
    const weekly = await upcoming(page.request, 'recurring');
    // One with holidays ahead (the screenshot shows them) and none today.
    const target = weekly.find((k) => !k.is_holiday_today && k.holidays.length > 0 && !k.is_online) ?? weekly.find((k) => !k.is_holiday_today);
    if (!target?.next_occurrence) throw new Error('the demo data has no weekly session taking answers');
    await page.goto(target.path);
    await expect(page.getByText('Kajian Rutin', { exact: true })).toBeVisible();
    await expect(page.getByText(`Setiap ${DAYS[target.day_of_week ?? 0]}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Selanjutnya: ${longDate(target.next_occurrence)}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Kehadiran untuk ${longDate(target.next_occurrence)}` })).toBeVisible();
    if (target.holidays.length > 0) await expect(page.getByRole('region', { name: 'Jadwal Libur' })).toBeVisible();
    const attend = page.getByRole('button', { name: 'Akan Hadir' });
    await expect(attend).toBeEnabled();
    const before = Number(/^(\d+)/.exec((await page.getByTestId('rsvp-count').textContent()) ?? '')?.[1]);
    await screenshot(page, 'detail-kajian-rutin-phone');

    const answered = page.waitForResponse((r) => r.url().endsWith(`${target.path}/rsvp`) && r.request().method() === 'PUT');
    await attend.click();
    const answer = (await (await answered).json()) as { occurrence_date: string; status: string; previous_status: string | null };
    expect(answer).toMatchObject({ occurrence_date: target.next_occurrence, status: 'hadir', previous_status: null });
    await expect(page.getByText('Terima kasih! Anda terdaftar akan hadir untuk kajian selanjutnya')).toBeVisible();
    await expect(page.getByTestId('rsvp-count')).toHaveText(`${before + 1} orang akan hadir`);
    const after = await detail(page.request, target.path);
    expect(after.user_rsvp).toBe('hadir');
    expect(after.next_occurrence).toBe(target.next_occurrence);
  });

  test('a weekly session with a holiday today shows Libur Hari Ini and takes no answers', async ({ page }) => {
    await signIn(page, createAccount({ name: 'Jamaah Libur' }));
    const target = (await upcoming(page.request, 'recurring')).find((k) => k.is_holiday_today);
    if (!target) {
      // The home list puts it under 'Kajian Sebelumnya'; find it there.
      const response = await page.request.get('/api/v1/kajian?type=recurring&limit=50');
      const past = ((await response.json()) as { past: Kajian[] }).past.find((k) => k.is_holiday_today);
      if (!past) throw new Error('the demo data has no weekly session with a holiday today');
      await page.goto(past.path);
    } else {
      await page.goto(target.path);
    }
    await expect(page.getByText('Libur Hari Ini')).toBeVisible();
    await expect(page.getByRole('status').getByText('Masjid dipakai untuk acara walimah')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Catat di Catatan Saya' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Akan Hadir' })).toHaveCount(0);
  });

  test("an unapproved session's URL sends a visitor home with the message while its creator can open it", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await signIn(page, createAccount({ name: 'Pemilik Kajian' }));
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/v1/postings', {
      data: {
        kajian_type: 'regular',
        title: 'Kajian Menunggu Persetujuan Admin',
        speakers: [{ name: 'Ustadz Pemateri Baru', is_main_speaker: true, speaker_order: 1 }],
        date,
        time: '16:00',
        timezone_region: 'WIB',
        is_online: true,
        live_stream_url: 'https://www.youtube.com/live/menunggu',
        description: 'Belum disetujui admin.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { kajian } = (await created.json()) as { kajian: Kajian & { status: string } };
    expect(kajian.status).toBe('pending');

    await page.goto(kajian.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Kajian Menunggu Persetujuan Admin' })).toBeVisible();
    await expect(page.getByText('Menunggu Persetujuan', { exact: true })).toBeVisible();

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const visitor = await visitorContext.newPage();
    const visitorErrors: string[] = [];
    visitor.on('console', (m) => {
      if (m.type() === 'error') visitorErrors.push(m.text());
    });
    const response = await visitor.goto(kajian.path);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Kajian tidak ditemukan atau belum disetujui' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/$/);
    // The toast says it (the page's own heading may still be leaving), over the home page.
    await expect(
      visitor.locator('[data-sonner-toast]').filter({ hasText: 'Kajian tidak ditemukan atau belum disetujui' }),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
    ignoreStatus(visitorErrors, 404);
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();
    ignoreStatus(consoleErrors, 404);
  });

  test('the share dialog links are exactly right', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const target = (await upcoming(page.request, 'regular')).find(
      (k) => !k.is_past && k.contact_person && k.contact_phone && k.maps_url && k.live_stream_url,
    );
    if (!target) throw new Error('no demo session with contact, maps and live stream');
    const info = await detail(page.request, target.path);
    await page.goto(target.path);
    await page.getByRole('button', { name: 'Bagikan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bagikan Kajian' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'share-dialog-phone');

    expect(info.share_url).toBe(new URL(target.path, page.url()).href);
    const personal = await hrefOf(page, 'WhatsApp');
    expect(personal).toBe(`https://wa.me/?text=${encodeURIComponent(info.share_text)}`);
    expect(textParam(personal)).toContain(info.share_url);
    const group = await hrefOf(page, 'Grup WhatsApp');
    expect(group?.startsWith('https://wa.me/?text=')).toBe(true);
    expect(textParam(group).startsWith("Assalamu'alaikum warahmatullahi wabarakatuh.")).toBe(true);
    expect(textParam(group).endsWith(info.share_text)).toBe(true);
    expect(await hrefOf(page, 'Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(info.share_url)}`,
    );
    const tweet = await hrefOf(page, 'Twitter / X');
    expect(tweet?.startsWith('https://twitter.com/intent/tweet?text=')).toBe(true);
    expect(Array.from(textParam(tweet)).length).toBeLessThanOrEqual(280);
    expect(textParam(tweet)).toContain(info.share_url);
    expect(await hrefOf(page, 'Buka di Google Maps')).toBe(info.maps_url);
    expect(await hrefOf(page, 'Tonton Live Stream')).toBe(info.live_stream_url);

    const phone = (info.contact_phone ?? '').replace(/\D/g, '').replace(/^0/, '62');
    const contact = await hrefOf(page, `Hubungi ${info.contact_person ?? ''} via WhatsApp`);
    expect(contact?.startsWith(`https://wa.me/${phone}?text=`)).toBe(true);
    expect(textParam(contact)).toContain(`Assalamu'alaikum ${info.contact_person ?? ''}, saya ingin bertanya tentang kajian "${info.title}"`);
    expect(textParam(contact)).toContain(info.share_url);

    const calendar = new URL((await hrefOf(page, 'Tambahkan ke Google Calendar')) ?? '');
    expect(calendar.origin + calendar.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(calendar.searchParams.get('action')).toBe('TEMPLATE');
    expect(calendar.searchParams.get('text')).toBe(info.title);
    expect(calendar.searchParams.get('dates')).toBe(calendarDates(info.date ?? '', info.time));
    expect(calendar.searchParams.get('ctz')).toBe(ZONES[info.timezone_region]);
    expect(calendar.searchParams.get('details')).toBe(info.calendar_details);
    expect(calendar.searchParams.get('location')).toBe(`${info.location ?? ''}, ${info.address ?? ''}`);
    expect(calendar.searchParams.has('recur')).toBe(false);

    expect(await hrefOf(page, 'Tambahkan ke Kalender')).toBe(info.calendar_url);
    const ics = await page.request.get(info.calendar_url);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`DTSTART;TZID=${ZONES[info.timezone_region]}:`);

    await dialog.getByRole('button', { name: 'Salin Link' }).click();
    await expect(page.getByText('Link berhasil disalin!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.share_url);
    await dialog.getByRole('button', { name: 'Salin Teks' }).click();
    await expect(page.getByText('Teks berhasil disalin!').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.share_text);

    // Weekly: Google Calendar starts at the next occurrence and repeats on its day.
    // A session held every week: the link's rule is then FREQ=WEEKLY on its day (the rhythms' rules
    // are checked by rhythm.spec.ts and the Go tests).
    const weekly = (await upcoming(page.request, 'recurring')).find(
      (k) => !k.is_holiday_today && k.next_occurrence && k.every_weeks === 1 && k.month_weeks.length === 0,
    );
    if (!weekly?.next_occurrence) throw new Error('no weekly session');
    await page.goto(weekly.path);
    await page.getByRole('button', { name: 'Bagikan' }).click();
    const weeklyCalendar = new URL((await hrefOf(page, 'Tambahkan ke Google Calendar')) ?? '');
    expect(weeklyCalendar.searchParams.get('dates')).toBe(calendarDates(weekly.next_occurrence, weekly.time));
    expect(weeklyCalendar.searchParams.get('recur')).toBe(`RRULE:FREQ=WEEKLY;BYDAY=${ICS_DAYS[weekly.day_of_week ?? 0]}`);
    expect(textParam(await hrefOf(page, 'WhatsApp'))).toContain(`/kajian-rutin/${weekly.slug}`);
  });

  test('the page HTML carries the link preview without JavaScript', async ({ request }) => {
    const [target] = await upcoming(request, 'regular');
    if (!target) throw new Error('no session');
    const response = await request.get(target.path, { headers: { 'User-Agent': 'WhatsApp/2.24' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (key: string) =>
      [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
    expect(meta('og:title')).toHaveLength(1);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const event = JSON.parse(ld) as { '@type': string; name: string; startDate: string };
    expect(event['@type']).toBe('Event');
    const image = await request.get(meta('og:image')[0] ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${target.path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  });
});
