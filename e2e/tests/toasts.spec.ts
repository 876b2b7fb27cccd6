import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, serveBlankTiles, signIn, test } from '../fixtures';
import { ignoreFailedResources, viewShot } from '../posting-helpers';

// Toasts on a phone (390×844): at the bottom, over no header, back link or title; AA contrast
// and a 44 px close target in every state axe sees; a success replaces the error it answers;
// a refused sign-in also stays under the form.

/** toast is the toast with the text. */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** axe runs the WCAG 2.1 A/AA rules on the page as it is now, toast included. */
async function axe(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * settled waits until the toast has finished coming in (axe would measure a half-faded one),
 * then holds it on screen: a pointer over the toasts pauses their timers, as for a reader.
 */
async function settled(t: Locator): Promise<void> {
  await expect(t).toBeVisible();
  await t.hover();
  await expect(t).toHaveAttribute('data-mounted', 'true');
  await expect.poll(() => t.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect.poll(() => t.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
}

/** coversNothing checks that the toast overlaps neither the header nor the page's first heading. */
async function coversNothing(page: Page, t: Locator): Promise<void> {
  const box = await t.boundingBox();
  if (!box) throw new Error('toast has no box');
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const covered of [page.locator('header').first(), page.getByRole('heading', { level: 1 }).first()]) {
    if ((await covered.count()) === 0) continue; // /auth has no site header
    const other = await covered.boundingBox();
    if (!other) continue;
    const overlaps = box.y < other.y + other.height && other.y < box.y + box.height;
    expect(overlaps, 'the toast covers the header or the title').toBe(false);
  }
  const close = await t.getByRole('button', { name: 'Tutup notifikasi' }).boundingBox();
  expect(close && close.width >= 44 && close.height >= 44, `close target ${JSON.stringify(close)}`).toBe(true);
}

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await serveBlankTiles(page);
});

test('a wrong password shows under the form and in a toast; the success that follows replaces it', async ({ page, consoleErrors }) => {
  const account = createAccount({ name: 'Jamaah Bertoast' });
  await page.goto('/auth');
  const form = page.locator('form');
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(form.getByRole('alert')).toHaveText('Email atau password salah');
  const error = toast(page, 'Email atau password salah');
  await settled(error);
  await coversNothing(page, error);
  const found = await axe(page, '/auth with an error toast');
  await viewShot(page, 'toast-error-phone');

  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  const welcome = toast(page, /^(Berhasil masuk!|Email berhasil diverifikasi!)/);
  await settled(welcome);
  await expect(error).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await coversNothing(page, welcome);
  found.push(...(await axe(page, 'home with a success toast')));
  await viewShot(page, 'toast-success-phone');
  expect(found).toEqual([]);
  ignoreFailedResources(consoleErrors, 401);
});

test('no axe violations with the toasts of attending, following, feedback and posting', async ({ page, consoleErrors }) => {
  await signIn(page, createAccount({ name: 'Jamaah Aksesibel Toast' }));
  const list = (await (await page.request.get('/api/v1/kajian?type=regular&limit=50')).json()) as {
    items: { path: string; is_past: boolean }[];
  };
  const session = list.items.find((k) => !k.is_past);
  if (!session) throw new Error('the demo data needs an upcoming one-off session');
  const found: string[] = [];

  await page.goto(session.path);
  await page.getByRole('button', { name: 'Akan Hadir' }).click();
  const attending = toast(page, 'Terima kasih! Anda terdaftar akan hadir');
  await settled(attending);
  await coversNothing(page, attending);
  found.push(...(await axe(page, 'after Akan Hadir')));
  await viewShot(page, 'toast-rsvp-phone');

  await page.getByRole('button', { name: /^Ikuti / }).first().click();
  const following = toast(page, /^Anda mengikuti /);
  await settled(following);
  found.push(...(await axe(page, 'after Ikuti')));

  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Kirim' }).click();
  const feedback = toast(page, 'Subjek dan pesan harus diisi');
  await settled(feedback);
  await coversNothing(page, feedback);
  found.push(...(await axe(page, '/feedback with errors')));

  await page.goto('/kajian/new');
  await page.getByRole('button', { name: 'Simpan Kajian' }).click();
  const posting = page.locator('[data-sonner-toast][data-type="error"]').first();
  await settled(posting);
  await coversNothing(page, posting);
  found.push(...(await axe(page, '/kajian/new with errors')));
  await viewShot(page, 'toast-posting-phone');
  expect(found).toEqual([]);
  ignoreFailedResources(consoleErrors, 400);
});
