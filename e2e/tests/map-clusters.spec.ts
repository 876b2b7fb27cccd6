import type { Locator, Page } from '@playwright/test';
import { expect, serveBlankTiles, test } from '../fixtures';

// The map's markers (home and the masjid directory) at 390×844: at every zoom gone through, no
// two markers overlap on the screen (their drawn circles, a group's ring included) and the
// numbers on them add up to the total the map states below it.

interface Circle {
  x: number;
  y: number;
  r: number;
  count: number;
  title: string;
}

/** circles reads every marker as drawn: its circle's centre and radius (ring included) and its number. */
function circles(map: Locator): Promise<Circle[]> {
  return map.locator('.leaflet-marker-icon').evaluateAll((icons) =>
    icons.map((icon) => {
      const dot = icon.firstElementChild ?? icon;
      const box = dot.getBoundingClientRect();
      // A ring is a box-shadow's spread (the 4th length of each shadow); blur is left out.
      const shadows = getComputedStyle(dot).boxShadow.split(/,(?![^(]*\))/);
      const spread = Math.max(0, ...shadows.map((s) => Number([...s.matchAll(/(-?[\d.]+)px/g)][3]?.[1] ?? 0)));
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        r: Math.max(box.width, box.height) / 2 + spread,
        count: Number(icon.textContent.trim() || '1'),
        title: icon.getAttribute('title') ?? '',
      };
    }),
  );
}

/** overlaps lists the pairs of markers whose circles overlap. */
function overlaps(all: Circle[]): string[] {
  const found: string[] = [];
  all.forEach((a, i) => {
    for (const b of all.slice(i + 1)) {
      const room = Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r;
      if (room < 0) found.push(`'${a.title}' and '${b.title}' overlap by ${(-room).toFixed(1)} px`);
    }
  });
  return found;
}

const zoomOf = async (map: Locator): Promise<number> => Number(await map.getAttribute('data-zoom'));

/** settled waits until the markers drawn are those of the zoom asked for, with no animation left. */
async function settled(map: Locator, zoom: number): Promise<void> {
  await expect(map).toHaveAttribute('data-zoom', String(zoom));
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await expect(map.locator('.leaflet-marker-icon').first()).toBeAttached();
}

/** check asserts, at the map's zoom, that no markers overlap and their numbers add up to the total. */
async function check(map: Locator, total: number): Promise<number> {
  const zoom = await zoomOf(map);
  const all = await circles(map);
  expect(overlaps(all), `zoom ${String(zoom)}`).toEqual([]);
  expect(all.reduce((sum, c) => sum + c.count, 0), `zoom ${String(zoom)}`).toBe(total);
  return all.length;
}

/** zoomBy presses 'Perbesar peta' or 'Perkecil peta' once and waits for the new zoom's markers. */
async function zoomBy(page: Page, map: Locator, step: 1 | -1): Promise<void> {
  const zoom = await zoomOf(map);
  await page.getByRole('button', { name: step > 0 ? 'Perbesar peta' : 'Perkecil peta' }).click();
  await settled(map, zoom + step);
}

/** walk zooms out to zoom 3, then in to zoom 14, checking every zoom on the way. */
async function walk(page: Page, map: Locator, total: number): Promise<void> {
  await expect(map).toHaveAttribute('data-zoom', /\d+/);
  await settled(map, await zoomOf(map));
  await check(map, total);
  while ((await zoomOf(map)) > 3) {
    await zoomBy(page, map, -1);
    await check(map, total);
  }
  const markers: number[] = [];
  while ((await zoomOf(map)) < 14) {
    await zoomBy(page, map, 1);
    markers.push(await check(map, total));
  }
  // Zooming in splits groups: the closest zoom shows more markers than the country's.
  expect(markers.at(-1)).toBeGreaterThan(markers[0] ?? 0);
}

async function stated(page: Page, noun: 'kajian' | 'masjid'): Promise<number> {
  const said = (await page.getByTestId('jumlah-peta').textContent()) ?? '';
  return Number(new RegExp(`(\\d+) ${noun} di peta`).exec(said)?.[1] ?? NaN);
}

test('home map: no two markers overlap at zoom 3 to 14, and they count every session on it', async ({ page }) => {
  test.setTimeout(120_000);
  await serveBlankTiles(page);
  await page.goto('/?tampilan=peta');
  const map = page.getByRole('region', { name: 'Peta kajian' });
  await expect(map).toBeVisible();
  await expect(page.getByTestId('jumlah-peta')).toBeVisible();
  const total = await stated(page, 'kajian');
  expect(total).toBeGreaterThan(6);
  await map.scrollIntoViewIfNeeded();
  await walk(page, map, total);

  // Back out to the country, a tap on the group counting most zooms in to it; the counts still
  // add up. Each view is photographed with the map in the middle of the screen.
  while ((await zoomOf(map)) > 5) await zoomBy(page, map, -1);
  const photo = async (zoom: number) => {
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `/tmp/map-cluster-home-z${String(zoom)}.png` });
  };
  await photo(5);
  const groups = map.locator('.leaflet-marker-icon[title$="perbesar peta"]');
  const counts = await groups.evaluateAll((els) => els.map((el) => Number(el.textContent.trim())));
  await groups.nth(counts.indexOf(Math.max(...counts))).dispatchEvent('click');
  await expect.poll(() => zoomOf(map)).toBeGreaterThan(5);
  const zoomed = await zoomOf(map);
  await settled(map, zoomed);
  await check(map, total);
  await photo(zoomed);
});

test('masjid directory map: no two markers overlap at zoom 3 to 14, and they count every masjid on it', async ({ page }) => {
  test.setTimeout(120_000);
  await serveBlankTiles(page);
  await page.goto('/masjid?tampilan=peta');
  const map = page.getByRole('region', { name: 'Peta masjid' });
  await expect(map).toBeVisible();
  await expect(page.getByTestId('jumlah-peta')).toBeVisible();
  const total = await stated(page, 'masjid');
  expect(total).toBeGreaterThan(1);
  await map.scrollIntoViewIfNeeded();
  await walk(page, map, total);
});
