import { copyFileSync } from 'node:fs';
import { expect, screenshot, signIn, test } from '../fixtures';
import { expectToast, ignoreFailedResources, unique } from '../posting-helpers';

/** The demo admin (internal/demo), seeded because the server runs with KAJIAN_DEMO=1. */
const DEMO_ADMIN = { email: 'admin@kajiankita.id', password: 'admin12345', name: 'Admin Kajian Kita', role: 'admin' as const };

test.describe('calendar import', () => {
  test('the admin adds a masjid calendar; its events become drafts; one is posted', async ({ page, consoleErrors }, info) => {
    // The global setup always starts the calendar server: without it this journey fails, never skips.
    const calendarUrl = process.env.KAJIAN_E2E_CALENDAR_URL;
    expect(calendarUrl, 'the calendar server of the global setup').toBeTruthy();
    await signIn(page, DEMO_ADMIN);
    await page.goto('/impor-kalender');
    await expect(page.getByRole('heading', { level: 1, name: 'Impor Kalender' })).toBeVisible();
    const address = page.getByLabel('Alamat kalender (iCal)');

    // Bad input: an address inside the network, and a page that is not a calendar.
    await address.fill('http://127.0.0.1:8080/kalender.ics');
    await page.getByRole('button', { name: 'Tambah Kalender' }).click();
    await expect(page.getByText('Alamat kalender tidak boleh menuju jaringan lokal atau pribadi')).toBeVisible();
    await address.fill(`${calendarUrl}/jadwal-kajian`);
    await page.getByRole('button', { name: 'Tambah Kalender' }).click();
    await expect(page.getByText('Alamat itu bukan kalender (iCal)')).toBeVisible();

    // Each run adds its own address: the demo admin's sources outlive a run.
    await address.fill(`${calendarUrl}/masjid.ics?uji=${unique()}`);
    await page.getByRole('button', { name: 'Tambah Kalender' }).click();
    await expectToast(page, 'Kalender berhasil ditambahkan: 3 draf kajian siap diperiksa');
    await expect(page.getByRole('heading', { level: 1, name: 'Kajian Masjid Al-Ikhlas' })).toBeVisible();
    const drafts = page.getByTestId('draf-kalender');
    await expect(drafts).toHaveCount(3);

    const weekly = drafts.filter({ hasText: 'Kajian Rutin Tafsir Ibnu Katsir' });
    await expect(weekly.getByText('Kajian Rutin', { exact: true })).toBeVisible();
    await expect(weekly.getByText(/^Libur: /)).toBeVisible();
    await expect(weekly.getByLabel('Waktu (WIB)')).toHaveValue('18:30');
    // An all-day event has no time: it stays empty and is flagged, never guessed.
    const allDay = drafts.filter({ hasText: 'Daurah Ilmiyah Sehari' });
    await expect(allDay.getByText('Belum terbaca: Pemateri, Waktu')).toBeVisible();
    await expect(allDay.getByLabel('Waktu (WIB)')).toHaveValue('');
    const tabligh = drafts.filter({ hasText: 'Tabligh Akbar' });
    await expect(tabligh.getByLabel('Waktu (WIB)')).toHaveValue('19:30'); // 12:30Z
    await expect(tabligh.getByLabel('Lokasi')).toHaveValue('Masjid Al-Ikhlas');
    const phone = info.project.name === 'phone';
    if (phone) copyFileSync(await screenshot(page, 'imports-drafts'), '/tmp/imports-drafts.png');

    // Posted through the posting path: an admin's posting is published at once.
    await tabligh.getByRole('button', { name: 'Posting' }).click();
    await expect(tabligh.getByText('Gagal: Minimal harus ada satu pemateri')).toBeVisible();
    await tabligh.getByLabel('Pemateri').fill('Ustadz Firanda Andirja');
    await tabligh.getByRole('button', { name: 'Posting' }).click();
    await expectToast(page, 'Kajian berhasil dibuat dan langsung dipublikasikan!');
    await expect(drafts).toHaveCount(2);
    await expect(page.getByRole('listitem').filter({ hasText: 'Tabligh Akbar' })).toContainText('Sudah diposting');

    await page.goto('/impor-kalender');
    const source = page.getByRole('list', { name: 'Kalender Saya' }).getByRole('listitem').first();
    await expect(source.getByRole('link', { name: 'Kajian Masjid Al-Ikhlas' })).toBeVisible();
    await expect(source.getByText(/^Terakhir diambil: /)).toBeVisible();
    await expect(source.getByTestId('jumlah-sumber')).toContainText('1diposting');
    if (phone) copyFileSync(await screenshot(page, 'imports-sources'), '/tmp/imports-sources.png');
    // The refused address, page and posting above were answered 400 on purpose.
    ignoreFailedResources(consoleErrors, 400);
  });
});
