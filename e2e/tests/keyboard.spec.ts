import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, serveBlankTiles, signIn, test } from '../fixtures';

// The main journey with the keyboard alone: every step is reached with Tab, done with Enter,
// Space or Escape, and the focused control always shows that it is focused.

/** focusShows reports whether the focused element draws a focus indicator (outline or ring). */
function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || !el.matches(':focus-visible')) return false;
    // A card's link draws its ring on the whole card.
    return [el, el.closest('article')].some((box) => {
      if (!box) return false;
      const style = getComputedStyle(box);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || ring;
    });
  });
}

/**
 * tabTo presses Tab (Shift+Tab with back) until target has the focus, at most 60 times, and
 * checks that it shows it.
 */
async function tabTo(page: Page, target: Locator, { back = false } = {}): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      // Polled: a card's ring fades in (transition-shadow).
      const what = await target.evaluate((el) => el.outerHTML.slice(0, 120));
      await expect.poll(() => focusShows(page), { message: `focus is visible on ${what}` }).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('search, open a kajian, answer hadir, share and reach the profile with the keyboard alone', async ({ page }) => {
  await serveBlankTiles(page);
  await signIn(page, createAccount({ name: 'Jamaah Papan Ketik' }));
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

  // Search.
  const search = page.getByRole('searchbox', { name: 'Cari kajian' });
  await tabTo(page, search);
  await page.keyboard.type('tafsir');
  await expect(page).toHaveURL(/[?&]q=tafsir/);

  // Open the first card by its title (the first of its links: the speaker's name links too).
  const card = page.getByTestId('daftar-kajian').getByTestId('kajian-card').first().getByRole('link').first();
  const title = (await card.textContent()) ?? '';
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Answer 'Akan Hadir'.
  const attend = page.getByRole('button', { name: 'Akan Hadir' });
  await tabTo(page, attend);
  await page.keyboard.press('Enter');
  await expect(attend).toHaveAttribute('aria-pressed', 'true');

  // Share: the dialog opens, Escape closes it and the focus returns to the button.
  const share = page.getByRole('button', { name: 'Bagikan' });
  await tabTo(page, share, { back: true }); // it is above the answer
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1); // the focus moved into it
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  // The account menu (a disclosure of links): Enter opens it, Tab moves into it, Escape closes
  // it and returns the focus; Enter on 'Profil' opens the profile.
  const menu = page.getByRole('button', { name: /^Menu akun/ });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  const profile = page.getByRole('link', { name: 'Profil', exact: true });
  await tabTo(page, profile);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});

test('every control of the main pages shows its focus', async ({ page }) => {
  test.setTimeout(240_000);
  await serveBlankTiles(page);
  await signIn(page, createAccount({ name: 'Jamaah Fokus' }));
  const first = (await (await page.request.get('/api/v1/kajian?limit=1')).json()) as { items: { path: string }[] };
  const paths = ['/', first.items[0]?.path ?? '', '/kajian/new', '/journal/new', '/my-kajian', '/profile', '/feedback'];
  const unseen: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const visited = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return '';
        el.setAttribute('data-fokus', el.getAttribute('data-fokus') ?? String(Math.random()));
        return el.getAttribute('data-fokus') ?? '';
      });
      if (id === '' || visited.has(id)) break; // round the page once
      visited.add(id);
      if (await focusShows(page)) continue;
      // A ring that fades in shows within its transition; one that never shows is noted.
      const shows = await expect
        .poll(() => focusShows(page), { timeout: 2_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!shows) {
        unseen.push(`${path}: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '')}`);
      }
    }
    expect(visited.size, `Tab reaches the controls of ${path}`).toBeGreaterThan(3);
  }
  expect(unseen).toEqual([]);
});
