// Never miss a kajian, on the real binary: 'Akan Hadir' → 'Ingatkan saya' → the reminder
// reaches a fake push service (encrypted for this browser's keys, signed with the server's VAPID
// key), the service worker shows it and its click opens the session page; an edit sends a
// change notice; the personal calendar feed parses and a new address ends the old one; following
// an ustadz brings a notice when an admin approves a new session with them.
import ICAL from 'ical.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseUrl, createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';
import { unique } from '../posting-helpers';
import { apiAs, FakePushService, fakeBrowserPush } from '../push-helpers';

/** What the tests use of the service worker's global scope (the DOM types lack WebWorker's). */
interface WorkerScope {
  registration: {
    getNotifications(filter?: { tag?: string }): Promise<{ title: string; body: string; data: unknown }[]>;
  };
  clients: { openWindow(url: string | URL): Promise<unknown> };
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: unknown }) => Event;

/** wibIn is the date and clock time in WIB minutes from now. */
function wibIn(minutes: number): { date: string; time: string } {
  const t = new Date(Date.now() + 7 * 3_600_000 + minutes * 60_000).toISOString();
  return { date: t.slice(0, 10), time: t.slice(11, 16) };
}

function posting(title: string, speaker: string, minutesFromNow: number) {
  const { date, time } = wibIn(minutesFromNow);
  return {
    kajian_type: 'regular',
    title,
    timezone_region: 'WIB',
    speakers: [{ name: speaker, is_main_speaker: true, speaker_order: 1 }],
    date,
    time,
    is_online: false,
    location: 'Masjid Istiqlal',
    address: 'Jl. Taman Wijaya Kusuma, Jakarta Pusat',
    maps_url: '',
    live_stream_url: '',
    description: '',
    contact_person: '',
    contact_phone: '',
  };
}

/** deliverToServiceWorker hands the decrypted push to the page's service worker as a real push event. */
async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
      const live = e.registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: await registration, data });
}

test.describe('reminders, notices, feeds and follows', () => {
  let svc: FakePushService;
  let admin: APIRequestContext;

  test.beforeEach(async () => {
    svc = new FakePushService();
    await svc.start();
    admin = await apiAs(createAccount({ name: 'Admin Pengingat', role: 'admin' }));
  });
  test.afterEach(async () => {
    svc.stop();
    await admin.dispose();
  });

  test('hadir → Ingatkan saya → the reminder arrives and opens the page; an edit sends a change notice; the feed', async ({ page, context }) => {
    test.setTimeout(180_000);
    await serveBlankTiles(page);
    await fakeBrowserPush(context, svc);
    const title = `Kajian Pengingat ${unique()}`;
    const created = await admin.post('/api/v1/postings', { data: posting(title, 'Ustadz Pengingat', 50) });
    expect(created.status(), await created.text()).toBe(201);
    const slug = ((await created.json()) as { kajian: { slug: string } }).kajian.slug;

    const user = createAccount({ name: 'Jamaah Pengingat' });
    await signIn(page, user);
    await page.goto(`/kajian/${slug}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Never offered before 'Akan Hadir'.
    await expect(page.getByRole('button', { name: 'Akan Hadir' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingatkan saya' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Akan Hadir' }).click();
    await page.getByRole('button', { name: 'Ingatkan saya' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pengingat aktif di perangkat ini.' })).toBeVisible();
    await screenshot(page, 'reminders-active');

    // The session starts in 50 minutes: the hour's reminder is due at once.
    const reminder = await svc.waitFor(`1 jam lagi: ${title}`);
    expect(reminder.url).toBe(`/kajian/${slug}`);
    expect(reminder.body).toContain('di Masjid Istiqlal');
    expect(reminder.ttl).toBe('3600');
    expect(reminder.urgency).toBe('high');
    expect(reminder.vapid).toContain(`k=${process.env.KAJIAN_E2E_VAPID_PUBLIC_KEY ?? 'missing'}`);

    // The browser's side: the service worker shows it, and its click opens the session page.
    await page.goto('/');
    await deliverToServiceWorker(page, reminder.raw);
    const worker = context.serviceWorkers()[0];
    if (!worker) throw new Error('no service worker');
    const shown = await expect
      .poll(() =>
        worker.evaluate(() =>
          (self as unknown as WorkerScope).registration
            .getNotifications()
            .then((ns) => ns.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }))),
        ),
      )
      .toContainEqual({ title: reminder.title, body: reminder.body, url: `/kajian/${slug}` });
    void shown;
    const opened = await worker.evaluate(async (tag) => {
      const sw = self as unknown as WorkerScope;
      const [n] = await sw.registration.getNotifications({ tag });
      const urls: string[] = [];
      // A click needs a person; the handler runs as it would, with the window it opens noted.
      sw.clients.openWindow = (url: string | URL) => {
        urls.push(String(url));
        return Promise.resolve(null);
      };
      const event = new NotificationEvent('notificationclick', { notification: n! });
      const waits: Promise<unknown>[] = [];
      Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => waits.push(p) });
      sw.dispatchEvent(event);
      await Promise.all(waits);
      return urls;
    }, reminder.tag ?? '');
    expect(opened).toEqual([`${baseUrl()}/kajian/${slug}`]);
    await page.goto(opened[0]!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // An admin moves it half an hour later: a change notice with the new time.
    const later = wibIn(80);
    const edited = await admin.put(`/api/v1/postings/regular/${slug}`, { data: { ...posting(title, 'Ustadz Pengingat', 80) } });
    expect(edited.status(), await edited.text()).toBe(200);
    const change = await svc.waitFor(`Jadwal berubah: ${title}`);
    expect(change.body).toContain(`pukul ${later.time.replace(':', '.')} WIB`);

    // The personal feed's address is shown only when it is made (the server keeps its hash): the
    // profile makes one; it parses and holds the session; a new address ends the old one.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Pengingat & Kalender' })).toBeVisible();
    await expect(page.getByText('Demi keamanan, tautan kalender hanya ditampilkan sekali')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambahkan ke Kalender' })).toHaveCount(0);
    const made = page.waitForResponse((r) => r.url().endsWith('/api/v1/reminders/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Buat tautan baru' }).click();
    await page.getByRole('button', { name: 'Buat Tautan Baru' }).click();
    const settings = (await (await made).json()) as { feed_url: string };
    const feed = await page.request.get(settings.feed_url);
    expect(feed.status()).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const mine = events.find((e) => e.summary === title);
    expect(mine, 'the attended session is in the feed').toBeTruthy();
    expect(mine!.startDate.toString()).toContain(later.time);
    await expect(page.getByRole('link', { name: 'Tambahkan ke Kalender' })).toHaveAttribute('href', settings.feed_url.replace(/^http:/, 'webcal:'));
    await screenshot(page, 'reminders-profile');
    const remade = page.waitForResponse((r) => r.url().endsWith('/api/v1/reminders/feed') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Buat tautan baru' }).click();
    await page.getByRole('button', { name: 'Buat Tautan Baru' }).click();
    const renewed = (await (await remade).json()) as { feed_url: string };
    await expect(page.getByText('Tautan kalender baru dibuat').first()).toBeVisible();
    expect((await page.request.get(settings.feed_url)).status()).toBe(404);
    expect((await page.request.get(renewed.feed_url)).status()).toBe(200);
    const settingsNow = (await (await page.request.get('/api/v1/reminders')).json()) as { feed_url: string | null };
    expect(settingsNow.feed_url, 'the settings never show a kept secret again').toBeNull();
  });

  test('follow an ustadz → an admin approves a new session with them → the notice arrives', async ({ page, context }) => {
    await serveBlankTiles(page);
    await fakeBrowserPush(context, svc);
    const ustadz = `Ustadz Diikuti ${unique()}`;
    const first = await admin.post('/api/v1/postings', { data: posting(`Kajian Awal ${unique()}`, ustadz, 3 * 24 * 60) });
    expect(first.status(), await first.text()).toBe(201);
    const slug = ((await first.json()) as { kajian: { slug: string } }).kajian.slug;

    const follower = createAccount({ name: 'Pengikut Ustadz' });
    await signIn(page, follower);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Aktifkan notifikasi' }).click();
    await expect(page.getByText('Aktif. Pengingat dan pemberitahuan dikirim ke perangkat ini.')).toBeVisible();
    await page.goto(`/kajian/${slug}`);
    await page.getByRole('button', { name: `Ikuti ${ustadz}` }).click();
    await expect(page.getByRole('button', { name: `Berhenti mengikuti ${ustadz}` })).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'follow-ustadz');

    // Someone else posts a session with the same ustadz, written with other titles.
    const poster = await apiAs(createAccount({ name: 'Panitia Masjid' }));
    const newTitle = `Kajian Baru ${unique()}`;
    const pending = await poster.post('/api/v1/postings', { data: posting(newTitle, `Ust. ${ustadz.replace('Ustadz ', '')}, Lc.`, 5 * 24 * 60) });
    expect(pending.status(), await pending.text()).toBe(201);
    const id = ((await pending.json()) as { kajian: { id: string } }).kajian.id;
    expect(svc.received.map((m) => m.title)).not.toContain(`Kajian baru: ${newTitle}`);
    const approved = await admin.post(`/api/v1/admin/approvals/regular/${id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    const notice = await svc.waitFor(`Kajian baru: ${newTitle}`);
    expect(notice.body.startsWith('Ustadz yang Anda ikuti · ')).toBe(true);
    await poster.dispose();

    await page.goto('/profile');
    await expect(page.getByRole('listitem').filter({ hasText: ustadz })).toBeVisible();
  });
});
