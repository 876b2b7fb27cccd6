// Helpers of the posting journeys: a poster drawn by the browser, dates ahead of today, and
// the posting form's fields by their labels.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from './env';
import { expect, screenshot } from './fixtures';

/** drawPoster renders a plain kajian poster (large black text on white) and returns its PNG. */
export async function drawPoster(page: Page, lines: string[]): Promise<Buffer> {
  const tab = await page.context().newPage();
  try {
    await tab.setViewportSize({ width: 1200, height: 200 + lines.length * 110 });
    const html = lines
      .map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
      .join('');
    await tab.setContent(
      `<html><body style="margin:0"><div id="poster" style="width:1200px;padding:60px 80px;box-sizing:border-box;` +
        `background:#fff;color:#000;font:bold 56px/1.4 'DejaVu Sans',Arial,sans-serif">${html}</div></body></html>`,
    );
    return await tab.locator('#poster').screenshot({ type: 'png' });
  } finally {
    await tab.close();
  }
}

/** daysAhead is the calendar date n days after today in WIB, as YYYY-MM-DD. */
export function daysAhead(n: number): string {
  const now = new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000);
  return now.toISOString().slice(0, 10);
}

/**
 * weekdayAhead is the first date at least n days after today in WIB that falls on day (0 = Ahad),
 * as YYYY-MM-DD: a date a weekly session on that day is held, as its holidays must be.
 */
export function weekdayAhead(day: number, n: number): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((day - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** unique gives a title suffix no other test (or run) uses. */
export function unique(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

/** The posting form's fields, by the labels a user reads. */
export function postingForm(page: Page) {
  return {
    title: page.getByLabel(/Judul Kajian/),
    speaker: (n: number) => page.getByLabel(`Nama pemateri ${n}`),
    date: page.getByLabel(/^Tanggal/),
    day: page.getByLabel(/^Hari/),
    time: page.getByLabel(/^Waktu/),
    zone: page.getByLabel(/Zona Waktu/),
    location: page.getByLabel(/Nama Tempat/),
    address: page.getByLabel(/Alamat Lengkap/),
    maps: page.getByLabel(/Link Google Maps/),
    stream: page.getByLabel(/Link Live Stream/),
    contactPerson: page.getByLabel('Nama Narahubung'),
    contactPhone: page.getByLabel(/Nomor Telepon/),
    description: page.getByLabel('Deskripsi Kajian'),
    posterInput: page.getByLabel('Pilih poster kajian'),
    save: page.getByRole('button', { name: 'Simpan Kajian' }),
  };
}

/** toast waits for a toast (sonner, top right) with the text. */
export async function expectToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible({ timeout });
}

/**
 * ignoreFailedResources drops Chromium's "Failed to load resource" console lines for the HTTP
 * statuses a test provokes on purpose (a refused edit, a provider error); any other error
 * still fails the test.
 */
export function ignoreFailedResources(errors: string[], ...statuses: number[]): void {
  for (let i = errors.length - 1; i >= 0; i--) {
    const e = errors[i] ?? '';
    if (statuses.some((s) => e.includes('Failed to load resource') && e.includes(`status of ${s}`))) errors.splice(i, 1);
  }
}

/**
 * pageShot saves a full-page screenshot scrolled to the top, so the sticky header and the
 * toasts sit where a user sees them.
 */
export async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** viewShot saves what the phone's screen shows (for dialogs, which float over the page). */
export async function viewShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}
