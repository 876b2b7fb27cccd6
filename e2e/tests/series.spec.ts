import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from '../fixtures';
import { daysAhead, ignoreFailedResources, unique } from '../posting-helpers';

// A series on a phone (390×844): an author creates a series and puts a weekly session and a
// one-off into it (the admin, so they are public at once), writes a public note; the series page
// numbers the meetings 'Pertemuan ke-N' from the start, a signed-in user follows it, the
// session's page says which series it belongs to and which meeting is next, and the home list's
// cards name their meetings.

/** shot saves the whole page for a look, once it fits the phone's width. */
async function shot(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);
  await page.screenshot({ path: `/tmp/series-${name}.png`, fullPage: true, animations: 'disabled' });
}

/** weekdayOf is the weekday (0 Ahad … 6 Sabtu) of a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

test('a series numbers its meetings, is followed, and its session links it', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await signIn(page, createAccount({ name: 'Ustadz Penyusun Seri', role: 'admin' }));
  const title = `Syarah Kitab Tauhid ${unique()}`;

  // Started five weeks ago; the weekly session is held on the weekday of tomorrow.
  const made = await page.request.post('/api/v1/seri', {
    data: { title, ustaz: 'Ust. Abdullah Taslim', kitab: 'Kitab Tauhid', starts_on: daysAhead(-35) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const series = ((await made.json()) as { series: { id: string; slug: string } }).series;

  const online = { timezone_region: 'WIB', is_online: true, live_stream_url: 'https://www.youtube.com/live/tauhid', time: '19:30' };
  const speakers = [{ name: 'Ust. Abdullah Taslim', is_main_speaker: true, speaker_order: 1 }];
  const weekly = await page.request.post('/api/v1/postings', {
    data: { ...online, kajian_type: 'recurring', title: `${title} Pekanan`, speakers, day_of_week: weekdayOf(daysAhead(1)), series_id: series.id },
  });
  expect(weekly.status(), await weekly.text()).toBe(201);
  const weeklyKajian = ((await weekly.json()) as { kajian: { id: string; path: string } }).kajian;
  const oneOff = await page.request.post('/api/v1/postings', {
    data: { ...online, kajian_type: 'regular', title: `${title} Dauroh`, speakers, date: daysAhead(3), series_id: series.id },
  });
  expect(oneOff.status(), await oneOff.text()).toBe(201);

  // A public note about last week's meeting.
  const note = await page.request.post('/api/v1/journal', {
    data: {
      recurring_kajian_id: weeklyKajian.id, attendance_date: daysAhead(-6), visibility: 'public',
      notes: '<p>Makna tauhid rububiyah dan uluhiyah, dengan dalil dari Al-Qur\'an.</p>', tags: [],
    },
  });
  expect(note.status(), await note.text()).toBeLessThan(300);

  await page.goto(`/seri/${series.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bersama Ust. Abdullah Taslim')).toBeVisible();
  const coming = page.getByTestId('pertemuan-mendatang').getByRole('listitem');
  const past = page.getByTestId('pertemuan-sebelumnya').getByRole('listitem');
  // Five weekly meetings are past (weeks -5 … -1), the newest first; the first coming is 6.
  await expect(past).toHaveCount(5);
  await expect(past.first()).toContainText('Pertemuan ke-5 · ');
  await expect(past.last()).toContainText('Pertemuan ke-1 · ');
  await expect(coming.first()).toContainText(/Pertemuan ke-6 · (Ahad|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu), \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId('pertemuan-mendatang')).toContainText(`${title} Dauroh`);
  await expect(page.getByTestId('catatan-seri')).toContainText('Makna tauhid rububiyah');

  await page.getByRole('button', { name: 'Ikuti Seri' }).click();
  await expect(page.getByRole('button', { name: 'Mengikuti Seri' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'page');

  await page.goto(weeklyKajian.path);
  const link = page.getByTestId('seri-kajian');
  await expect(link).toContainText(`Bagian dari seri: ${title} · Pertemuan ke-6`);
  await shot(page, 'session');
  await link.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/seri/${series.slug}$`));

  // The home list's cards name the meeting of the date they show, as the pages do.
  await page.goto(`/?q=${encodeURIComponent(title)}`);
  const cards = page.getByTestId('kajian-card');
  await expect(cards.filter({ hasText: `${title} Pekanan` })).toContainText('Pertemuan ke-6');
  await expect(cards.filter({ hasText: `${title} Dauroh` })).toContainText('Pertemuan ke-7');
  await shot(page, 'home');

  await page.goto('/seri/tidak-ada-seri-ini');
  await expect(page.getByRole('heading', { level: 1, name: 'Seri kajian tidak ditemukan' })).toBeVisible();
  await shot(page, 'missing');
  ignoreFailedResources(consoleErrors, 404); // the page and its API answer 404 on purpose
});
