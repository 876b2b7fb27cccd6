import type { Page } from '@playwright/test';
import { createAccount, expect, screenshot, signIn, test } from '../fixtures';
import { daysAhead, expectToast, ignoreFailedResources, postingForm, unique, viewShot } from '../posting-helpers';

// Trusted contributors on the real binary, on a phone: the admin grants 'Kontributor' in the
// dashboard, the contributor's posting is on the home list at once, and the admin finds it
// marked as published directly and sends it back to the approval queue.

/** searchHome opens the home list searching for text and waits for the answer. */
async function searchHome(page: Page, text: string): Promise<void> {
  await page.goto(`/?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
  await expect(
    page.getByTestId('jumlah-kajian').or(page.getByText('Tidak ada kajian yang ditemukan')).first(),
  ).toBeVisible();
}

/** tmpShot saves what the phone shows to /tmp/contrib-<name>.png as well, for the report. */
async function tmpShot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `/tmp/contrib-${name}.png`, fullPage, animations: 'disabled' });
}

test.describe('trusted contributors', () => {
  test("the admin grants 'Kontributor'; the contributor's posting is on home at once; the admin undoes it", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const admin = createAccount({ name: 'Admin Kontributor', role: 'admin' });
    const relawan = createAccount({ name: 'Relawan Masjid Al-Ikhlas' });
    const title = `Kajian Fiqih Relawan ${unique()}`;

    // The admin opens the contributor desk from the dashboard and grants the role by e-mail.
    await signIn(page, admin);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Pintasan admin' }).getByRole('link', { name: /Kelola Kontributor/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kelola Kontributor' })).toBeVisible();
    const email = page.getByLabel('Email Pengguna');
    await email.fill(`tidak-ada-${unique().toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Simpan Peran' }).click();
    await expectToast(page, 'Tidak ada akun dengan email ini');
    ignoreFailedResources(consoleErrors, 404);
    await email.fill(relawan.email);
    await page.getByLabel('Peran', { exact: true }).selectOption({ label: 'Kontributor' });
    await page.getByRole('button', { name: 'Simpan Peran' }).click();
    await expectToast(page, `Peran ${relawan.email} diubah menjadi Kontributor`);
    await expect(email).toHaveValue('');
    await viewShot(page, 'contributors-role-phone');
    await tmpShot(page, 'admin-role');

    // The contributor posts a session: published at once, no admin in between.
    const context = await browser.newContext();
    const contributor = await context.newPage();
    await signIn(contributor, relawan);
    await contributor.goto('/kajian/new');
    await expect(contributor.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
    await expect(
      contributor.getByText('Sebagai kontributor, kajian yang Anda posting langsung dipublikasikan di halaman utama.'),
    ).toBeVisible();
    const form = postingForm(contributor);
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Abdul Hakim');
    await form.date.fill(daysAhead(3));
    await form.time.fill('19:30');
    await form.location.fill('Masjid Al-Ikhlas');
    await form.address.fill('Jl. Kebon Jeruk Raya No. 5, Jakarta Barat');
    await form.save.click();
    await expect(contributor).toHaveURL(/\/my-kajian$/);
    await expectToast(contributor, 'Kajian berhasil dibuat dan langsung dipublikasikan!');

    // A visitor finds it on the home list at once.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await searchHome(visitor, title);
    await expect(visitor.getByTestId('kajian-card').filter({ hasText: title })).toHaveCount(1);

    // The admin sees it marked in the moderation log and on the contributor desk.
    await page.goto('/admin/dashboard');
    const activity = page.getByRole('region', { name: 'Aktivitas Terbaru' });
    const line = activity.getByRole('listitem').filter({ hasText: `mempublikasikan langsung kajian \u201c${title}\u201d sebagai kontributor` });
    await expect(line).toBeVisible();
    await expect(line.getByText('Relawan Masjid Al-Ikhlas')).toBeVisible();
    await expect(activity.getByText(`mengubah peran ${relawan.email}: Pengguna \u2192 Kontributor`)).toBeVisible();
    await activity.scrollIntoViewIfNeeded();
    await tmpShot(page, 'modlog');
    await screenshot(page, 'contributors-modlog-phone');

    await page.goto('/admin/contributors');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Dipublikasikan langsung')).toBeVisible();
    await expect(item.getByText('Disetujui')).toBeVisible();
    await expect(item.getByText('Relawan Masjid Al-Ikhlas')).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await tmpShot(page, 'contributions');
    await item.getByRole('button', { name: 'Kembalikan ke Antrean' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kembalikan ke Antrean?' });
    await expect(confirm.getByText(`Kajian \u201c${title}\u201d tidak lagi tampil`)).toBeVisible();
    await tmpShot(page, 'undo-dialog');
    await confirm.getByRole('button', { name: 'Kembalikan ke Antrean' }).click();
    await expectToast(page, 'Kajian dikembalikan ke antrean persetujuan');
    await expect(item.getByText('Menunggu')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Kembalikan ke Antrean' })).toHaveCount(0);

    // Gone from home; waiting in the approval queue, where the admin decides as for any posting.
    await searchHome(visitor, title);
    await expect(visitor.getByText('Tidak ada kajian yang ditemukan')).toBeVisible();
    await page.goto('/admin/approvals');
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

    // The role opens no admin page for the contributor.
    await contributor.goto('/admin/contributors');
    await expectToast(contributor, 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.');
    await expect(contributor).toHaveURL(/\/$/);
    await expect(contributor.getByRole('heading', { level: 1, name: 'Kelola Kontributor' })).toHaveCount(0);
    const refused = await contributor.request.get('/api/v1/admin/contributions');
    expect(refused.status()).toBe(403);
    await context.close();
    await visitorContext.close();
  });
});
