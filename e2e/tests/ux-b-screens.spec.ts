import { copyFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

// The screens issue 33 changed (times, words, labels, the dashboard), each checked and kept as
// /tmp/ux-b-*.png at 390x844 to look at.

const DEMO_ADMIN = { email: 'admin@kajiankita.id', password: 'admin12345', name: 'Admin Kajian Kita', role: 'admin' as const };

async function keep(page: Page, name: string): Promise<void> {
  copyFileSync(await screenshot(page, `ux-b-${name}`), `/tmp/ux-b-${name}.png`);
}

test.describe('screens of issue 33', () => {
  test('a session page: one time form, the live link off the day, Kalender beside each speaker', async ({ page }) => {
    const list = (await (await page.request.get('/api/v1/kajian?type=recurring&limit=20')).json()) as {
      items: { path: string; live_stream_url: string | null; is_today: boolean }[];
    };
    const k = list.items.find((i) => i.live_stream_url && !i.is_today) ?? list.items[0];
    if (!k) throw new Error('no weekly session in the demo');
    await page.goto(k.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d{2}\.\d{2} WI(B|TA|T)$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Kalender kajian / }).first()).toHaveText('Kalender');
    if (k.live_stream_url) {
      await expect(page.getByRole('link', { name: 'Buka link live streaming' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tonton' })).toHaveCount(0);
    }
    await keep(page, 'detail');
  });

  test('the follow list and this device’s notifications say what their buttons do', async ({ page }) => {
    const user = createAccount({ name: 'Pengikut Kajian' });
    await signIn(page, user);
    const follow = await page.request.post('/api/v1/follows', { data: { kind: 'ustadz', name: 'Ustadz Abdurrahman Hakim, Lc.' } });
    expect(follow.status(), await follow.text()).toBeLessThan(300);
    await page.goto('/profile');
    const list = page.getByRole('region', { name: 'Ustadz & Tempat yang Saya Ikuti' });
    await expect(list.getByRole('link', { name: /^Kalender / })).toHaveText('Kalender');
    await expect(list.getByRole('button', { name: /^Berhenti mengikuti / })).toHaveText('Berhenti mengikuti');
    await list.scrollIntoViewIfNeeded();
    await keep(page, 'profile-follows');
  });

  test('the admin dashboard spreads the demo over its weeks and fits the phone', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = page.locator('table caption', { hasText: 'per minggu' }).locator('xpath=..').locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const empty = await rows.evaluateAll((trs) => trs.filter((tr) => tr.querySelector('td')?.textContent === '0').length);
    expect(empty).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keep(page, 'dashboard');
  });

  test.describe('with the device location denied', () => {
    test.use({ permissions: [] });
    test('the location box names the manual entry once', async ({ page, context }) => {
      await context.clearPermissions();
      await serveBlankTiles(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Izinkan Lokasi' }).click();
      const box = page.getByRole('region', { name: 'Lokasi tidak dapat diakses' });
      await expect(box).toBeVisible();
      await expect(box.getByText(/lokasi (Anda )?(secara )?manual/i)).toHaveCount(1);
      await keep(page, 'location-denied');
    });
  });
});
