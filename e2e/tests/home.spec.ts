import type { Page } from '@playwright/test';
import { expect, screenshot, serveBlankTiles, test } from '../fixtures';

// The home list on the demo data: search, manual and device location, nearest first,
// radius, infinite scroll, the empty state and the map.

const JAKARTA = { latitude: -6.2, longitude: 106.83 };

const cards = (page: Page) => page.getByTestId('kajian-card');
const list = (page: Page) => page.getByTestId('daftar-kajian').getByTestId('kajian-card');

async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('jumlah-kajian').textContent()) ?? '';
  return Number(/(\d+) kajian/.exec(text)?.[1] ?? NaN);
}

/** serverTotal is the number of upcoming sessions the list API counts without any filter. */
async function serverTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/kajian?sort=date&limit=1');
  return ((await response.json()) as { total: number }).total;
}

async function distances(page: Page): Promise<number[]> {
  const values = await list(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-distance') ?? ''));
  return values.filter((v) => v !== '').map(Number);
}

function ascending(values: number[]): boolean {
  return values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);
}

async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
  await expect(list(page).first()).toBeVisible();
}

test.describe('home list', () => {
  test('search narrows the list and the link keeps it', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Kajian Mendatang' })).toBeVisible();
    const all = await count(page);
    expect(all).toBeGreaterThan(20);
    await page.getByRole('searchbox', { name: 'Cari kajian' }).fill('tahsin');
    await expect(page).toHaveURL(/[?&]q=tahsin/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const titles = await list(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('tahsin');
    await expect(page.getByRole('button', { name: '1 filter aktif' })).toBeVisible();

    // A shared link reproduces the view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Cari kajian' })).toHaveValue('tahsin');
    await expect.poll(() => count(page)).toBeLessThan(all);
  });

  test('typing band suggests Bandung; confirming sorts nearest first and 5 km narrows', async ({ page }) => {
    await openHome(page);
    // The typed search is folded into the slim location box until asked for.
    await page.getByRole('button', { name: 'Ketik Lokasi' }).click();
    const input = page.getByRole('combobox', { name: 'Atau masukkan lokasi manual' });
    await input.click();
    await expect(page.getByRole('option').first()).toBeVisible(); // the popular cities
    await input.fill('band');
    await page.getByRole('option', { name: 'Kota Bandung, Jawa Barat' }).click();

    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Lokasi' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Apakah lokasi ini benar?')).toBeVisible();
    await expect(dialog.getByText('Bandung', { exact: true })).toBeVisible();
    await expect(dialog.getByText('70%')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya, Gunakan Lokasi Ini' }).click();

    await expect(page.getByRole('radio', { name: 'Jarak Terdekat' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: 'Kajian dalam Radius 50 km' })).toBeVisible();
    await expect(page).toHaveURL(/kota=bandung/);
    await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(0);
    expect(ascending(await distances(page))).toBe(true);

    // Every distance, then only within 5 km.
    await page.getByRole('radiogroup', { name: 'Radius jarak' }).getByRole('radio', { name: 'Semua' }).click();
    await expect(page.getByRole('heading', { name: 'Kajian Terdekat (Lokasi Manual)' })).toBeVisible();
    await expect.poll(() => distances(page).then(ascending)).toBe(true);
    const everything = await count(page);
    await page.getByRole('radiogroup', { name: 'Radius jarak' }).getByRole('radio', { name: '5 km' }).click();
    await expect(page.getByRole('heading', { name: 'Kajian dalam Radius 5 km' })).toBeVisible();
    await expect(page).toHaveURL(/radius=5/);
    await expect.poll(() => count(page)).toBeLessThan(everything);
    const near = await distances(page);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((d) => d <= 5)).toBe(true);
    expect(ascending(near)).toBe(true);
  });

  test('scrolling loads more until the end message', async ({ page }) => {
    await openHome(page);
    const total = await count(page);
    await expect(list(page)).toHaveCount(6);
    const end = page.getByText('Tidak ada kajian lagi untuk ditampilkan');
    for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
      const shown = await list(page).count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(async () => (await list(page).count()) > shown || (await end.isVisible())).toBe(true);
    }
    await expect(end).toBeVisible();
    await expect(list(page)).toHaveCount(total);
    await expect(page.getByRole('heading', { name: 'Kajian Sebelumnya' })).toBeVisible();
  });

  test('an impossible search shows the empty state and Reset Filter restores the list', async ({ page }) => {
    await openHome(page);
    const all = await count(page);
    await page.getByRole('searchbox', { name: 'Cari kajian' }).fill('kajian yang tidak mungkin ada xyz');
    await expect(page.getByText('Tidak ada kajian yang ditemukan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lihat Semua Kajian' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filter' }).click();
    await expect(page.getByText('Filter direset!')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cari kajian' })).toHaveValue('');
    await expect(list(page).first()).toBeVisible();
    // The whole list again, as the server counts it now: a posting test running alongside may
    // publish a session, and one may start (and leave the upcoming list) meanwhile.
    expect(all).toBeGreaterThan(0);
    await expect.poll(async () => (await count(page)) === (await serverTotal(page))).toBe(true);
  });

  test('the map view shows every session the list counts, as markers', async ({ page }) => {
    await serveBlankTiles(page);
    await openHome(page);
    const listed = await count(page);
    await page.getByRole('radiogroup', { name: 'Tampilan' }).getByRole('radio', { name: 'Peta' }).click();
    // The map counts what the list counts (placed on the map + online without a place), not the
    // six cards loaded so far.
    const said = (await page.getByTestId('jumlah-peta').textContent()) ?? '';
    const onMap = Number(/(\d+) kajian di peta/.exec(said)?.[1] ?? NaN);
    const online = Number(/(\d+) kajian tanpa lokasi/.exec(said)?.[1] ?? 0);
    expect(onMap + online).toBe(listed);
    expect(onMap).toBeGreaterThan(6);
    await expect(page).toHaveURL(/tampilan=peta/);
    const map = page.getByRole('region', { name: 'Peta kajian' });
    await expect(map).toBeVisible();
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    // One marker per place, numbered when a masjid holds several sessions; at the country's zoom
    // nearby places are drawn as one marker counting all of theirs.
    const numbers = () => markers.evaluateAll((els) => els.map((el) => Number(el.textContent.trim() || '1')));
    expect((await numbers()).reduce((a, b) => a + b, 0)).toBe(onMap);
    const groups = map.locator('.leaflet-marker-icon[title$="perbesar peta"]');
    expect(await groups.count()).toBeGreaterThan(0);
    const before = await markers.count();
    // A tap on a group zooms in to its places: more markers, the same sessions.
    await groups.first().dispatchEvent('click');
    await expect.poll(() => markers.count()).toBeGreaterThan(before);
    expect((await numbers()).reduce((a, b) => a + b, 0)).toBe(onMap);
    // A tap on one place lists its sessions below the map.
    const place = map.locator('.leaflet-marker-icon:not([title$="perbesar peta"])').first();
    const sessions = Number(((await place.textContent()) ?? '').trim() || '1');
    await place.dispatchEvent('click');
    await expect(page.getByTestId('map-selected').getByRole('listitem')).toHaveCount(sessions);
  });
});

test.describe('who a session is for', () => {
  test("'Khusus Akhwat' lists only sessions for akhwat, and the link keeps it", async ({ page }) => {
    await openHome(page);
    const all = await count(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Peserta').selectOption({ label: 'Khusus Akhwat' });
    await expect(page).toHaveURL(/[?&]peserta=akhwat/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const shown = await count(page);
    expect(shown).toBeGreaterThan(0);
    await expect(list(page)).toHaveCount(Math.min(shown, 6));
    for (const card of await list(page).all()) await expect(card).toContainText('Khusus Akhwat');
    await expect(page.getByRole('button', { name: 'Hapus filter peserta' })).toBeVisible();
    await page.reload();
    await expect.poll(() => count(page)).toBe(shown);
    await page.getByRole('button', { name: 'Hapus filter peserta' }).click();
    await expect.poll(() => count(page)).toBe(all);
  });
});

test.describe('device location granted', () => {
  test.use({ geolocation: JAKARTA, permissions: ['geolocation'] });

  test('Izinkan Lokasi sorts by distance', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Temukan Kajian Terdekat' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Jarak Terdekat' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Izinkan Lokasi' }).click();
    await expect(page.getByRole('radio', { name: 'Jarak Terdekat' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Lokasi Anda:')).toBeVisible();
    await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(0);
    const d = await distances(page);
    expect(ascending(d)).toBe(true);
    expect(d[0]).toBeLessThan(20); // Jakarta has demo sessions

    // Back to every session by date, distances still shown.
    await page.getByRole('radio', { name: 'Semua Kajian' }).click();
    await expect(page.getByRole('heading', { name: 'Kajian Mendatang' })).toBeVisible();
  });
});

test.describe('device location denied', () => {
  test.use({ permissions: [] });

  test('shows the location-problem box with Coba Lagi and Reset Preferensi', async ({ page, context }) => {
    await context.clearPermissions();
    await openHome(page);
    await page.getByRole('button', { name: 'Izinkan Lokasi' }).click();
    const box = page.getByRole('region', { name: 'Lokasi tidak dapat diakses' });
    await expect(box).toBeVisible();
    await expect(box).toContainText('Izin lokasi ditolak.');
    await expect(box.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
    // The denial is remembered.
    expect(await page.evaluate(() => localStorage.getItem('kajian_location_permission'))).toBe('denied');
    await box.getByRole('button', { name: 'Reset Preferensi' }).click();
    await expect(page.getByText('Preferensi lokasi direset. Silakan coba akses lokasi lagi.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kajian_location_permission'))).toBeNull();
  });
});

test.describe('screenshots', () => {
  test.use({ geolocation: JAKARTA, permissions: ['geolocation'] });

  test('home with and without a location @desktop', async ({ page }, testInfo) => {
    const size = testInfo.project.name === 'desktop' ? '1280' : '390';
    await openHome(page);
    await expect(cards(page).first()).toBeVisible();
    await screenshot(page, `home-${size}-tanpa-lokasi`);
    await page.getByRole('button', { name: 'Izinkan Lokasi' }).click();
    await expect(page.getByText('Lokasi Anda:')).toBeVisible();
    await expect.poll(async () => (await distances(page)).length).toBeGreaterThan(0);
    await expect(page.getByText(/Lokasi berhasil dideteksi/)).toBeHidden();
    await screenshot(page, `home-${size}-dengan-lokasi`);
  });
});

/** wholeCardsAbove counts the list's cards that lie entirely within the first screen. */
async function wholeCardsAbove(page: Page, height: number): Promise<number> {
  const boxes = await list(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
  return boxes.filter((bottom) => bottom <= height).length;
}

test.describe('the fold on a phone', () => {
  test.use({ geolocation: JAKARTA, permissions: ['geolocation'] });

  test('a first visit shows a whole card above the fold, a returning visitor two, three to a screen', async ({
    page,
  }) => {
    const { height } = page.viewportSize() ?? { height: 0 };
    await openHome(page);
    expect(await wholeCardsAbove(page, height)).toBeGreaterThanOrEqual(1);

    // Location decided: the box shrinks to one line.
    await page.getByRole('button', { name: 'Izinkan Lokasi' }).click();
    await expect(page.getByText('Lokasi Anda:')).toBeVisible();
    await page.reload();
    await expect(list(page).first()).toBeVisible();
    expect(await wholeCardsAbove(page, height)).toBeGreaterThanOrEqual(2);

    // While scrolling: a one-off card without a poster is at most 200 px, a weekly one (its next
    // date and holidays) at most 230 px, and at least three cards fit on a screen.
    const cardsWithoutPoster = await list(page).evaluateAll((els) =>
      els
        .filter((el) => !el.querySelector('img'))
        .map((el) => ({ weekly: el.textContent.includes('Kajian Rutin'), height: el.getBoundingClientRect().height })),
    );
    const oneOff = cardsWithoutPoster.filter((c) => !c.weekly).map((c) => c.height);
    const weekly = cardsWithoutPoster.filter((c) => c.weekly).map((c) => c.height);
    expect(oneOff.length).toBeGreaterThan(1);
    expect(weekly.length).toBeGreaterThan(0);
    expect(Math.max(...oneOff), `one-off card heights ${oneOff.join(', ')}`).toBeLessThanOrEqual(200);
    expect(Math.max(...weekly), `weekly card heights ${weekly.join(', ')}`).toBeLessThanOrEqual(230);
    const all = [...oneOff, ...weekly];
    expect(Math.floor(height / (all.reduce((a, b) => a + b, 0) / all.length))).toBeGreaterThanOrEqual(3);
  });
});
