import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

// No page scrolls sideways on the narrowest phones (320 px): every route of the app
// (web/src/app/app-routes.json, the one list the server also answers 404 by), as a visitor, a
// signed-in user and an admin. A route added to the list needs an example path below.

const DEMO_USER = { email: 'demo@kajiankita.id', password: 'demo12345', name: 'Ahmad Fadli', role: 'user' as const };
const DEMO_ADMIN = { email: 'admin@kajiankita.id', password: 'admin12345', name: 'Admin Kajian Kita', role: 'admin' as const };

const appRoutes = JSON.parse(readFileSync(new URL('../../web/src/app/app-routes.json', import.meta.url), 'utf8')) as string[];

interface Examples {
  slug: string;
  weeklySlug: string;
  userId: string;
  noteId: string;
  masjidSlug: string;
  ustadzSlug: string;
  seriesSlug: string;
}

async function examples(request: APIRequestContext): Promise<Examples> {
  const list = async (type: string) => {
    const res = await request.get(`/api/v1/kajian?type=${type}&limit=1`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: { slug: string; created_by: string; speakers: { slug: string }[] }[] };
    const first = body.items[0];
    if (!first) throw new Error(`no ${type} session in the demo`);
    return first;
  };
  const oneOff = await list('regular');
  // A series of the demo, named by the weekly sessions that are part of it.
  const weeklies = (await (await request.get('/api/v1/kajian?type=recurring&limit=50')).json()) as {
    items: { series: { slug: string } | null }[];
  };
  const weekly = await list('recurring');
  const notes = (await (await request.get('/api/v1/journal')).json()) as { items: { id: string }[] };
  // The masjid the demo user keeps, so its 'Kelola masjid' page opens for them.
  const masjid = (await (await request.get('/api/v1/masjid?q=jogokariyan')).json()) as { items: { slug: string }[] };
  return {
    slug: oneOff.slug,
    weeklySlug: weekly.slug,
    userId: oneOff.created_by,
    noteId: notes.items[0]?.id ?? 'x',
    masjidSlug: masjid.items[0]?.slug ?? 'x',
    ustadzSlug: oneOff.speakers[0]?.slug ?? 'x',
    seriesSlug: weeklies.items.find((k) => k.series)?.series?.slug ?? 'tidak-ada-seri-di-demo',
  };
}

/** pathOf fills a route's parameters with real values of the demo. */
function pathOf(route: string, x: Examples): string {
  return route
    .replace('/kajian/:slug', `/kajian/${x.slug}`)
    .replace('/kajian-rutin/:slug', `/kajian-rutin/${x.weeklySlug}`)
    .replace(':userId', x.userId)
    .replace('/journal/:id', `/journal/${x.noteId}`)
    .replace('/impor-kalender/:id', '/impor-kalender/00000000-0000-4000-8000-000000000000')
    .replace('/masjid/:slug', `/masjid/${x.masjidSlug}`)
    .replace('/ustadz/:slug', `/ustadz/${x.ustadzSlug}`)
    .replace('/seri/:slug', `/seri/${x.seriesSlug}`);
}

async function widthOf(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

test.describe('no horizontal overflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('on every route, as a visitor, a user and an admin', async ({ page, consoleErrors }) => {
    test.setTimeout(480_000);
    await serveBlankTiles(page);
    await signIn(page, DEMO_USER);
    const x = await examples(page.request);
    for (const route of appRoutes) expect(pathOf(route, x), `${route} has no example`).not.toContain(':');

    const wide: string[] = [];
    for (const [who, account] of [['visitor', null], ['user', DEMO_USER], ['admin', DEMO_ADMIN]] as const) {
      await page.context().clearCookies();
      if (account) await signIn(page, account);
      for (const route of appRoutes) {
        const path = pathOf(route, x);
        await page.goto(path);
        // The app has rendered the page and its data has come before measuring.
        await expect(page.locator('#root > *').first(), `${who} ${path}`).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('Memuat...', { exact: true }), `${who} ${path}`).toHaveCount(0);
        const { scroll, viewport } = await widthOf(page);
        if (scroll > viewport) {
          wide.push(`${who} ${path}: ${String(scroll)} px`);
          await screenshot(page, `narrow-${who}-${route.replace(/[/:]+/g, '-')}`);
        }
      }
    }
    expect(wide).toEqual([]);
    // Pages a visitor or a user may not open, and example ids that do not exist, answer 401, 403
    // or 404 as they should: the browser's lines about those answers are not faults of a page.
    for (let i = consoleErrors.length - 1; i >= 0; i--) {
      if (/Failed to load resource: the server responded with a status of 40[0134]/.test(consoleErrors[i] ?? '')) {
        consoleErrors.splice(i, 1);
      }
    }
  });
});
