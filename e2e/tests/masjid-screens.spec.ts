import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl, expect, test } from '../fixtures';

// A masjid's schedule on its own website and on the TV in its foyer: the widget inside an
// iframe of a page of another origin, and the lobby screen at 1920×1080, online and then
// offline from its last copy.

interface Masjid {
  slug: string;
  name: string;
  upcoming_count: number;
}

/** busiestMasjid is the demo masjid with the most upcoming sessions. */
async function busiestMasjid(request: APIRequestContext): Promise<Masjid> {
  const response = await request.get('/api/v1/masjid?limit=50');
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { items: Masjid[] }).items;
  const best = items.sort((a, b) => b.upcoming_count - a.upcoming_count)[0];
  if (!best || best.upcoming_count < 2) throw new Error('the demo data needs a masjid with upcoming sessions');
  return best;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** hostPage serves, on another loopback origin, a page that frames src. */
async function hostPage(src: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="id"><head><title>Situs Masjid</title></head><body><h1>Situs Masjid</h1>` +
        `<iframe src="${src}" title="Jadwal kajian" width="380" height="600" style="border:0"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, url: `http://localhost:${String((server.address() as AddressInfo).port)}/` };
}

test('the widget renders its list inside an iframe of another site, light and dark', async ({ page }) => {
  const masjid = await busiestMasjid(page.request);
  const embed = `${baseUrl()}/masjid/${masjid.slug}/embed`;
  const host = await hostPage(`${embed}?jumlah=3`);
  try {
    expect(new URL(host.url).origin).not.toBe(new URL(baseUrl()).origin);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe[title="Jadwal kajian"]');
    await expect(frame.getByRole('heading', { level: 1, name: masjid.name })).toBeVisible();
    const items = frame.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(3, masjid.upcoming_count));
    const first = items.first().getByRole('link');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener');
    await expect(frame.getByRole('link', { name: 'Jadwal lengkap di Kajian Kita' })).toHaveAttribute(
      'href',
      new RegExp(`/masjid/${masjid.slug}$`),
    );
    expect(await page.context().cookies(baseUrl())).toEqual([]);
  } finally {
    host.server.close();
  }

  // The widget on its own, as the screenshots show it, passes axe in both themes.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [theme, query] of [
    ['light', ''],
    ['dark', '?tema=gelap'],
  ] as const) {
    await page.goto(`${embed}${query}`);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/masjid-screens-embed-${theme}.png`, fullPage: true });
  }
});

test.describe('the lobby screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('shows the next prayer and sessions, and still does offline after a reload', async ({ page, context, consoleErrors }) => {
    const masjid = await busiestMasjid(page.request);
    await page.goto(`/masjid/${masjid.slug}/tv`);
    await expect(page.getByRole('heading', { level: 1, name: masjid.name })).toBeVisible();
    await expect(page.getByTestId('tv-next-prayer')).toContainText('Berikutnya');
    await expect(page.getByTestId('tv-clock')).toHaveText(/^\d{2}\.\d{2}/);
    await expect(page.getByTestId('tv-hijri')).toHaveText(/\d+ \S+ \d{4}/);
    const sessions = page.getByTestId('tv-today').or(page.getByTestId('tv-next')).getByRole('listitem');
    await expect(sessions.first()).toBeVisible();
    const first = (await sessions.first().textContent()) ?? '';
    await expect(page.getByRole('img', { name: `Kode QR halaman ${masjid.name}` })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Isya' })).toBeInViewport({ ratio: 1 });
    // Nothing of the app's chrome: no header, no sign-in, no banner.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Masuk/ })).toHaveCount(0);
    await expect(page.getByTestId('tv-stale')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/masjid-screens-tv.png' });

    // Once the service worker controls the page, its QR code is kept too.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await page.reload();
    await expect(page.getByRole('img', { name: `Kode QR halaman ${masjid.name}` })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: masjid.name })).toBeVisible();
    await expect(page.getByTestId('tv-next-prayer')).toContainText('Berikutnya');
    await expect(page.getByTestId('tv-stale')).toContainText('Terakhir diperbarui');
    await expect(page.getByTestId('tv-stale')).toBeInViewport({ ratio: 1 });
    await expect(sessions.first()).toHaveText(first);
    const qr = page.getByRole('img', { name: `Kode QR halaman ${masjid.name}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: '/tmp/masjid-screens-tv-offline.png' });
    await context.setOffline(false);
    // Offline, the browser reports the requests it could not send: expected here, nothing else.
    const unexpected = consoleErrors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});
