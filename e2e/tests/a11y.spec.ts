import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount, expect, serveBlankTiles, signIn, test } from '../fixtures';

// Every route passes axe-core (WCAG 2.1 A and AA rules) as a visitor, a user and an admin.

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return analyze(page, path);
}

/** analyze runs axe on the page as it is now; label names it in the report. */
async function analyze(page: Page, path: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) => `${path}: ${v.id} (${String(v.nodes.length)}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

async function sessionPaths(page: Page): Promise<string[]> {
  const regular = (await (await page.request.get('/api/v1/kajian?type=regular&limit=1')).json()) as { items: { path: string }[] };
  const weekly = (await (await page.request.get('/api/v1/kajian?type=recurring&limit=1')).json()) as { items: { path: string }[] };
  return [regular.items[0]?.path ?? '', weekly.items[0]?.path ?? ''].filter(Boolean);
}

// axe takes a few seconds a page on a busy machine; each test checks several pages.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await serveBlankTiles(page);
});

test('no axe violations on the visitor routes', async ({ page }) => {
  const paths = ['/', '/?tampilan=peta', '/auth', '/public-journals', '/feedback', '/halaman-tidak-ada', ...(await sessionPaths(page))];
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

test('no axe violations on the user routes', async ({ page }) => {
  await signIn(page, createAccount({ name: 'Jamaah Aksesibel' }));
  const paths = ['/', '/kajian/new', '/my-kajian', '/journal', '/journal/new', '/profile', '/feedback', ...(await sessionPaths(page))];
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

test('no axe violations with an error toast and the account menu open', async ({ page }) => {
  await signIn(page, createAccount({ name: 'Jamaah Aksesibel' }));
  const found: string[] = [];
  await page.goto('/kajian/new');
  await page.getByRole('button', { name: /Buat Deskripsi/ }).click();
  await expect(page.getByText('Isi judul, ustaz, dan lokasi terlebih dahulu untuk generate deskripsi')).toBeVisible();
  found.push(...(await analyze(page, '/kajian/new with an error toast')));
  await page.getByRole('button', { name: 'Menu akun Jamaah Aksesibel' }).click();
  found.push(...(await analyze(page, '/kajian/new with the account menu')));
  expect(found).toEqual([]);
});

test('no axe violations on the admin routes', async ({ page }) => {
  await signIn(page, createAccount({ name: 'Admin Aksesibel', role: 'admin' }));
  const paths = ['/admin/dashboard', '/admin/approvals', '/admin/feedback', '/admin/journals', '/admin/contributors', '/admin/laporan'];
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});
