import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createAccount, expect, serveBlankTiles, signIn, test } from '../fixtures';
import { daysAhead, expectToast, pageShot, postingForm, unique, viewShot } from '../posting-helpers';

// Sessions as they really recur (issue 31), on the real binary at 390×844: an admin posts a
// weekly session held on the 2nd and 4th Saturday; its page and its home card say so in the same
// words, and its calendar file, read by a real iCalendar parser, gives the next four such
// Saturdays. A dauroh posted from Jumat to Ahad shows its days as one range.

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** ymd writes a UTC calendar date as YYYY-MM-DD. */
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** secondAndFourthSaturdays lists the 2nd and 4th Saturdays of each month from `from` (YYYY-MM-DD) on, worked out here. */
function secondAndFourthSaturdays(from: string, count: number): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); out.length < count; d = new Date(d.getTime() + 86_400_000)) {
    const nth = Math.floor((d.getUTCDate() - 1) / 7) + 1;
    if (d.getUTCDay() === 6 && (nth === 2 || nth === 4)) out.push(ymd(d));
  }
  return out;
}

/** searchHome opens the home list searching for text and waits for the answer. */
async function searchHome(page: Page, text: string): Promise<void> {
  await page.goto(`/?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
  await expect(page.getByTestId('jumlah-kajian').or(page.getByText('Tidak ada kajian yang ditemukan')).first()).toBeVisible();
}

async function openNewForm(page: Page, weekly: boolean): Promise<void> {
  await page.goto('/kajian/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
  if (weekly) await page.getByRole('radio', { name: /Kajian Rutin/ }).click();
}

/** repeatShot saves the form's schedule part as the phone shows it. */
async function repeatShot(page: Page, name: string): Promise<void> {
  // From the day down, below the sticky header.
  await page.getByLabel(/^Hari/).evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  await viewShot(page, name);
}

/** axeViolations runs axe-core (WCAG 2.1 A and AA) on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('rhythms and dauroh', () => {
  test("'Sabtu pekan ke-2 & ke-4' on its page, its card and its calendar file", async ({ page }) => {
    test.setTimeout(150_000);
    const admin = createAccount({ name: 'Admin Jadwal', role: 'admin' });
    const title = `Kajian Kitab Tauhid ${unique()}`;
    await serveBlankTiles(page);
    await signIn(page, admin);
    await openNewForm(page, true);
    const form = postingForm(page);
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Firanda Andirja');
    await form.day.selectOption('6');
    await form.time.fill('08:00');
    await page.getByLabel(/Jam selesai/).fill('11:30');
    const preview = page.getByTestId('schedule-preview');
    await expect(preview).toHaveText('Tampil sebagai: Setiap Sabtu');
    await repeatShot(page, 'rhythm-form-weekly');

    // Every N weeks: its interval and first date, said the server's way.
    await page.getByLabel('Pengulangan').selectOption({ label: 'Beberapa pekan sekali' });
    await page.getByLabel(/Setiap … pekan/).selectOption({ label: 'Tiga pekan sekali' });
    await expect(preview).toHaveText('Tampil sebagai: Tiga pekan sekali, Sabtu');
    await expect(page.getByText('Tanggal pertama kajian, jatuh pada hari Sabtu.')).toBeVisible();
    await repeatShot(page, 'rhythm-form-every');
    expect(await axeViolations(page)).toEqual([]);

    // Weeks of the month: at least one, then the 2nd and the 4th.
    await page.getByLabel('Pengulangan').selectOption({ label: 'Pekan tertentu tiap bulan' });
    await expect(preview).toHaveText('Pilih minimal satu pekan.');
    await page.getByRole('checkbox', { name: 'Pekan ke-2' }).check();
    await page.getByRole('checkbox', { name: 'Pekan ke-4' }).check();
    await expect(preview).toHaveText('Tampil sebagai: Sabtu pekan ke-2 & ke-4');
    await repeatShot(page, 'rhythm-form-monthly');
    expect(await axeViolations(page)).toEqual([]);
    await form.location.fill('Masjid Al-Ikhlas');
    await form.address.fill('Jl. Kebon Jeruk Raya 12, Jakarta Barat');
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expectToast(page, 'Kajian rutin berhasil dibuat dan langsung aktif!');

    // The home card says the rhythm in the same words, and leads to the page that does too.
    await searchHome(page, title);
    const card = page.getByTestId('daftar-kajian').getByTestId('kajian-card').filter({ hasText: title });
    await expect(card).toContainText('Sabtu pekan ke-2 & ke-4');
    await card.scrollIntoViewIfNeeded();
    await viewShot(page, 'rhythm-card');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Sabtu pekan ke-2 & ke-4', { exact: true })).toBeVisible();
    await expect(page.getByText('08.00–11.30 WIB', { exact: true })).toBeVisible();
    await page.getByText('Sabtu pekan ke-2 & ke-4', { exact: true }).scrollIntoViewIfNeeded();
    await viewShot(page, 'rhythm-detail');

    // The calendar file, expanded by ical.js: the next four dates are the 2nd and 4th Saturdays.
    const path = new URL(page.url()).pathname;
    const file = await page.request.get(`${path}/kalender.ics`);
    expect(file.status()).toBe(200);
    const text = await file.text();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent, text).not.toBeNull();
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.summary).toBe(title);
    const occurrences: string[] = [];
    const dates = event.iterator();
    for (let next = dates.next(); next && occurrences.length < 4; next = dates.next()) {
      occurrences.push(`${String(next.year)}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`);
    }
    // The first may be today's only: once today's meeting (08:00 WIB) is over, the next one leads.
    const expected = secondAndFourthSaturdays(daysAhead(0), 5);
    const skipsToday = expected[0] === daysAhead(0) && occurrences[0] !== expected[0];
    expect(occurrences, text).toEqual(expected.slice(skipsToday ? 1 : 0, skipsToday ? 5 : 4));
    expect(event.startDate.hour).toBe(8);
    expect(event.endDate.hour * 60 + event.endDate.minute).toBe(11 * 60 + 30);
  });

  test("a dauroh from Jumat to Ahad shows 'Jumat–Ahad, …' on its page", async ({ page }) => {
    test.setTimeout(120_000);
    const admin = createAccount({ name: 'Admin Dauroh', role: 'admin' });
    const title = `Dauroh Ilmiyah ${unique()}`;
    // A Friday at least a week ahead whose Sunday is in the same month.
    let friday = new Date(`${daysAhead(7)}T00:00:00Z`);
    while (friday.getUTCDay() !== 5 || new Date(friday.getTime() + 2 * 86_400_000).getUTCMonth() !== friday.getUTCMonth()) {
      friday = new Date(friday.getTime() + 86_400_000);
    }
    const sunday = new Date(friday.getTime() + 2 * 86_400_000);
    const words = `Jumat–Ahad, ${String(friday.getUTCDate())}–${String(sunday.getUTCDate())} ${MONTHS[friday.getUTCMonth()] ?? ''} ${String(friday.getUTCFullYear())}`;

    await serveBlankTiles(page);
    await signIn(page, admin);
    await openNewForm(page, false);
    const form = postingForm(page);
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Khalid Basalamah');
    await form.date.fill(ymd(friday));
    await page.getByLabel(/Sampai tanggal \(dauroh\)/).fill(ymd(sunday));
    await form.time.fill('08:00');
    await page.getByLabel(/Jam selesai/).fill('16:00');
    await form.location.fill('Masjid Agung Al-Azhar');
    await form.address.fill('Jl. Sisingamangaraja, Kebayoran Baru, Jakarta Selatan');
    await page.getByLabel(/Sampai tanggal \(dauroh\)/).scrollIntoViewIfNeeded();
    await viewShot(page, 'rhythm-form-dauroh');
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);

    await searchHome(page, title);
    const card = page.getByTestId('daftar-kajian').getByTestId('kajian-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    await expect(page.getByText('08.00–16.00 WIB', { exact: true })).toBeVisible();
    await pageShot(page, 'rhythm-detail-dauroh');
  });
});
