import type { Browser } from '@playwright/test';
import { createAccount, expect, signIn, test, waitForMail } from '../fixtures';
import { daysAhead, expectToast, ignoreFailedResources, unique, viewShot } from '../posting-helpers';

/** asAccount signs a new account in, in a browser context of its own. */
async function asAccount(browser: Browser, name: string, role: 'user' | 'admin' = 'user') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = createAccount({ name, role });
  await signIn(page, account);
  return { context, page, account };
}

/** report sends 'Laporkan' from the session page open on page, and checks the thanks. */
async function report(page: import('@playwright/test').Page, reason: string, note: string) {
  await page.getByRole('button', { name: 'Laporkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Laporkan Kajian' });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel('Catatan (opsional)').fill(note);
  return dialog;
}

test.describe('Laporkan', () => {
  test('a visitor reports a session; the admin cancels it from Laporan; the signed-in reporter is told by mail', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // An admin's posting is public at once.
    const admin = await asAccount(browser, 'Admin Laporan', 'admin');
    const title = `Kajian Dilaporkan ${unique()}`;
    const posted = await admin.page.request.post('/api/v1/postings', {
      data: {
        kajian_type: 'regular',
        title,
        timezone_region: 'WIB',
        speakers: [{ name: 'Ustadz Penguji', is_main_speaker: true, speaker_order: 1 }],
        date: daysAhead(5),
        time: '19:30',
        is_online: true,
        live_stream_url: 'https://www.youtube.com/live/uji',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { slug, id } = ((await posted.json()) as { kajian: { id: string; slug: string } }).kajian;

    // A visitor, with no account, reports it.
    await page.goto(`/kajian/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const dialog = await report(page, 'Sudah dibatalkan', 'Panitia mengumumkan kajian ini batal.');
    await expect(dialog.getByText('37/1000')).toBeVisible();
    await viewShot(page, 'reports-dialog-phone');
    await dialog.getByRole('button', { name: 'Kirim Laporan' }).click();
    await expect(page.getByText('Terima kasih, laporan Anda akan ditinjau admin.')).toBeVisible();
    await viewShot(page, 'reports-thanks-phone');
    await page.getByRole('button', { name: 'Tutup' }).first().click();

    // A signed-in user reports it too, once: a second report is refused.
    const reporter = await asAccount(browser, 'Jamaah Pelapor');
    await reporter.page.goto(`/kajian/${slug}`);
    const signedIn = await report(reporter.page, 'Waktu/tempat salah', 'Jamnya berubah.');
    await signedIn.getByRole('button', { name: 'Kirim Laporan' }).click();
    await expect(reporter.page.getByText('Terima kasih, laporan Anda akan ditinjau admin.')).toBeVisible();
    await reporter.page.getByRole('button', { name: 'Tutup' }).first().click();
    const again = await report(reporter.page, 'Duplikat', '');
    await again.getByRole('button', { name: 'Kirim Laporan' }).click();
    await expectToast(reporter.page, 'Anda sudah melaporkan kajian ini.');

    // The admin opens 'Laporan' from the dashboard and sees both, newest first.
    await admin.page.goto('/admin/dashboard');
    await admin.page.getByRole('navigation', { name: 'Pintasan admin' }).getByRole('link', { name: /Laporan/ }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    const cards = admin.page.getByRole('list', { name: 'Daftar laporan' }).getByRole('listitem').filter({ hasText: title });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Waktu/tempat salah');
    await expect(cards.first()).toContainText('Jamaah Pelapor');
    await expect(cards.nth(1)).toContainText('Pengunjung');
    await admin.page.getByLabel('Alasan').selectOption({ label: 'Sudah dibatalkan' });
    await expect(cards).toHaveCount(1);
    await admin.page.getByLabel('Alasan').selectOption({ label: 'Semua alasan' });
    await expect(cards).toHaveCount(2);
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await viewShot(admin.page, 'reports-admin-list-phone');

    // Each row opens its session.
    await expect(cards.first().getByRole('link', { name: title })).toHaveAttribute('href', `/kajian/${slug}`);

    // Resolved by cancelling: the session leaves public view, every open report of it closes.
    const since = Date.now();
    await cards.first().getByRole('button', { name: 'Batalkan Kajian' }).click();
    await admin.page.getByRole('dialog', { name: 'Batalkan Kajian?' }).getByRole('button', { name: 'Batalkan Kajian' }).click();
    await expectToast(admin.page, 'Kajian dibatalkan dan laporan selesai');
    await expect(cards).toHaveCount(0);
    await admin.page.getByLabel('Status').selectOption({ label: 'Selesai' });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Selesai · Dibatalkan');

    await page.goto(`/kajian/${slug}`);
    await expect(page.getByText('Kajian tidak ditemukan').first()).toBeVisible();
    ignoreFailedResources(consoleErrors, 404);
    const home = (await (await page.request.get(`/api/v1/kajian?q=${encodeURIComponent(title)}`)).json()) as { items: { id: string }[] };
    expect(home.items.map((k) => k.id)).not.toContain(id);

    // The moderation log says so on the dashboard.
    await admin.page.goto('/admin/dashboard');
    await expect(admin.page.getByText(`membatalkan kajian \u201c${title}\u201d karena laporan`)).toBeVisible();

    // The signed-in reporter is told by e-mail.
    const mail = await waitForMail(reporter.account.email, { since });
    expect(mail.subject).toBe(`Laporan Anda telah ditinjau: ${title}`);
    expect(mail.text).toContain('kajian tersebut telah dibatalkan dan tidak lagi tampil.');
    await reporter.context.close();
    await admin.context.close();
  });
});
