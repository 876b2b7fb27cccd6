import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

// Weak signal at the masjid: after one visit online, the home list and the session pages the
// user opened stay readable offline, a page never opened says so, every route gets its app
// shell, and attendance answered offline is sent once the connection returns.

interface Kajian {
  id: string;
  title: string;
  path: string;
  slug: string;
  is_past: boolean;
  rsvp_count: number;
  user_rsvp: string | null;
}

async function upcomingOneOffs(request: APIRequestContext): Promise<Kajian[]> {
  const response = await request.get('/api/v1/kajian?type=regular&limit=50');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Kajian[] }).items.filter((k) => !k.is_past);
}

async function detail(request: APIRequestContext, slug: string): Promise<Kajian> {
  const response = await request.get(`/api/v1/kajian/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Kajian;
}

/** controlled waits until the service worker has installed and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('offline after one visit: list and opened pages readable, unseen page said, an answer sent once later', async ({
  page,
  context,
  consoleErrors,
}) => {
  await serveBlankTiles(page);
  await signIn(page, createAccount({ name: 'Jamaah Luring' }));
  const [seen, unseen] = await upcomingOneOffs(page.request);
  if (!seen || !unseen) throw new Error('the demo data needs two upcoming one-off sessions');
  const before = await detail(page.request, seen.slug);

  // Online: the home list, then one session page.
  await page.goto('/');
  await expect(page.getByTestId('kajian-card').first()).toBeVisible();
  await controlled(page);
  await page.goto(seen.path);
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();

  await context.setOffline(true);

  // The home list from its kept copy, with when it was fetched.
  await page.goto('/');
  await expect(page.getByText(/Anda sedang offline\. Data terakhir diperbarui/)).toBeVisible();
  await expect(page.getByTestId('kajian-card').first()).toBeVisible();
  await screenshot(page, 'offline-home-phone');

  // The page opened before: readable, and an answer waits for the connection.
  await page.goto(seen.path);
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
  await expect(page.getByText(/Data terakhir diperbarui/)).toBeVisible();
  await page.getByRole('button', { name: 'Akan Hadir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menunggu koneksi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akan Hadir' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'offline-detail-phone');

  // A page never opened says so plainly, with a way to try again.
  await page.goto(unseen.path);
  await expect(page.getByText('Halaman ini belum pernah dibuka di perangkat ini, jadi belum bisa dibaca tanpa koneksi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();

  // Every route gets the app shell, /feedback included.
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Saran & Masukan' })).toBeVisible();

  // Online again: the answer is sent, once.
  await page.goto(seen.path);
  await context.setOffline(false);
  await expect(page.getByText('Jawaban kehadiran Anda sudah terkirim')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Menunggu koneksi' })).toHaveCount(0);
  const after = await detail(page.request, seen.slug);
  expect(after.user_rsvp).toBe('hadir');
  expect(after.rsvp_count).toBe(before.rsvp_count + 1);
  expect(await page.evaluate(() => localStorage.getItem('kajian_pending_rsvp'))).toBe('{}');

  // The browser logs each request it could not send while offline; those are expected, nothing else is.
  const unexpected = consoleErrors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
