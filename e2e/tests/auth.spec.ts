import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, expect, linkFrom, screenshot, signIn, test, waitForMail } from '../fixtures';

// Accounts on the real binary with file mail and the fake Google provider (cmd/fake-oidc).

const PASSWORD = 'rahasia-123';

function freshEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** expectedFailures drops the browser's "Failed to load resource" lines for answers a test provokes. */
function expectedFailures(errors: string[], ...statuses: number[]): void {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (statuses.some((s) => errors[i]?.includes(`status of ${String(s)}`))) errors.splice(i, 1);
  }
}

/** appPath turns a link from an e-mail into a path on the test server. */
function appPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signUp(page: Page, name: string, email: string): Promise<number> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Daftar' }).click();
  await page.getByLabel('Nama Lengkap').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  return sentAfter;
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

test.describe('accounts', () => {
  test('a link opened in another browser asks for the sign-up password before it activates anything', async ({ page, browser }) => {
    const email = freshEmail('lain');
    const since = await signUp(page, 'Fatimah Azzahra', email);
    const link = linkFrom(await waitForMail(email, { since }), /\/verify-email\?/);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(appPath(link));
    await expect(phone.getByRole('heading', { name: 'Konfirmasi Password' })).toBeVisible();
    await phone.getByLabel('Password', { exact: true }).fill('bukan-password-ini');
    await phone.getByRole('button', { name: 'Aktifkan Akun' }).click();
    await expect(phone.getByText('Password tidak sesuai dengan pendaftaran ini.', { exact: false })).toBeVisible();
    await screenshot(phone, 'verify-email-password-phone');
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Aktifkan Akun' }).click();
    await expect(phone.getByRole('heading', { name: 'Email Terverifikasi' })).toBeVisible();
    await other.close();
  });

  test('sign up, verify from the e-mail, welcome, sign out and sign in again', async ({ page }) => {
    const email = freshEmail('daftar');
    const since = await signUp(page, 'Aisyah Rahmawati', email);
    await expect(page.getByRole('heading', { name: 'Cek Email Anda' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await screenshot(page, 'verify-email-pending-phone');

    const mail = await waitForMail(email, { since });
    expect(mail.subject).toContain('Kajian Kita');
    const link = linkFrom(mail, /\/verify-email\?/);
    await page.goto(appPath(link));
    await expect(page.getByText('Email berhasil diverifikasi! Selamat datang di Kajian Kita.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Email Terverifikasi' })).toBeVisible();
    await screenshot(page, 'verify-email-success-phone');
    // Home after 3 s, signed in.
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Ahlan, Aisyah Rahmawati' })).toBeVisible();

    // Signing out is in the account menu, with Profil and the user's own pages.
    await expect(header.getByRole('button', { name: 'Keluar' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Menu akun Aisyah Rahmawati' }).click();
    for (const name of ['Profil', 'Kajian Saya', 'Catatan Saya']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await screenshot(page, 'account-menu-phone');
    await header.getByRole('button', { name: 'Keluar' }).click();
    await expect(page.getByText('Berhasil keluar!')).toBeVisible();
    await header.getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/auth/);
    await signInWithForm(page, email, PASSWORD);
    // Welcomed again after signing out; the address was confirmed under 60 s ago (spec §4).
    await expect(page.getByText('Email berhasil diverifikasi! Selamat datang di Kajian Kita.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Ahlan, Aisyah Rahmawati' })).toBeVisible();
  });

  test('forgot password: the e-mailed link sets a new password and the old one is refused', async ({
    page,
    consoleErrors,
  }) => {
    const account = createAccount({ name: 'Lupa Sandi' });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Lupa password?' }).click();
    await page.getByRole('button', { name: 'Kirim Link Reset Password' }).click();
    await expect(page.getByText('Masukkan email Anda terlebih dahulu')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Kirim Link Reset Password' }).click();
    await expect(page.getByText('Link reset password telah dikirim ke email Anda!')).toBeVisible();

    const link = linkFrom(await waitForMail(account.email, { since }), /\/reset-password\?/);
    await page.goto(appPath(link));
    await expect(page.getByLabel('Password Baru', { exact: true })).toBeVisible();
    await screenshot(page, 'reset-password-phone');
    await page.getByLabel('Password Baru', { exact: true }).fill('baru-4567');
    await page.getByLabel('Konfirmasi Password Baru').fill('baru-4568');
    await page.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await expect(page.getByText('Password dan konfirmasi password tidak sama')).toBeVisible();
    await page.getByLabel('Konfirmasi Password Baru').fill('baru-4567');
    await page.getByRole('button', { name: 'Simpan Password Baru' }).click();
    await expect(page.getByText('Password berhasil diubah!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signInWithForm(page, account.email, account.password);
    await expect(page.locator('form').getByText('Email atau password salah')).toBeVisible();
    expectedFailures(consoleErrors, 401);
    await signInWithForm(page, account.email, 'baru-4567');
    // The account was made (verified) seconds ago, so either welcome may greet it (spec §4).
    await expect(page.getByText(/^(Berhasil masuk!|Email berhasil diverifikasi! Selamat datang di Kajian Kita\.)$/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The link was used up.
    await page.goto(appPath(link));
    await expect(page.getByRole('heading', { name: 'Link Kedaluwarsa' })).toBeVisible();
    expectedFailures(consoleErrors, 400);
  });

  test('Google sign-in with the fake provider creates the profile', async ({ page, request }) => {
    const issuer = process.env.KAJIAN_E2E_OIDC_ISSUER;
    expect(issuer, 'the global setup starts cmd/fake-oidc').toBeTruthy();
    const email = freshEmail('google');
    const set = await request.post(`${String(issuer)}/_fake/user`, {
      data: { sub: `sub-${randomUUID()}`, email, email_verified: true, name: 'Hamba Google' },
    });
    expect(set.status()).toBe(200);

    await page.goto('/auth?next=%2Fprofile');
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await expect(page.getByText('Berhasil masuk dengan Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Hamba Google' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Peran: Pengguna')).toBeVisible();
  });

  test('a visitor on /profile signs in and comes back to it', async ({ page }) => {
    const account = createAccount({ name: 'Kembali Lagi' });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk atau Daftar' })).toBeVisible();
    await screenshot(page, 'auth-phone');
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Kembali Lagi' })).toBeVisible();
  });

  test('a user on /admin/approvals is sent home with the error', async ({ page }) => {
    const account = createAccount({ name: 'Bukan Admin' });
    await signIn(page, account);
    await page.goto('/admin/approvals');
    await expect(page.getByText('Akses ditolak. Hanya admin yang dapat mengakses halaman ini.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired verification link shows the expired state; resend waits out the cooldown and works', async ({
    page,
    consoleErrors,
  }) => {
    // The sign-up's e-mail starts the server's 60 s resend cooldown, which this test waits out.
    test.setTimeout(240_000);
    const email = freshEmail('kedaluwarsa');
    const since = await signUp(page, 'Umar Faruq', email);
    // The sign-up sent the first e-mail: the page counts the cooldown down at once.
    await expect(page.getByRole('button', { name: /Kirim ulang dalam (60|59|58) detik/ })).toBeDisabled();
    const first = await waitForMail(email, { since });
    const link = new URL(linkFrom(first, /\/verify-email\?/));
    // A link whose token no longer works: the server answers as for an expired one.
    link.searchParams.set('token', `${String(link.searchParams.get('token')).slice(0, -4)}xxxx`);
    await page.goto(appPath(link.href));
    await expect(page.getByRole('heading', { name: 'Link Kedaluwarsa' })).toBeVisible();
    expectedFailures(consoleErrors, 400);
    await screenshot(page, 'verify-email-expired-phone');

    // Within 60 s of the sign-up's e-mail the server refuses; the page counts down what is left.
    const resend = page.getByRole('button', { name: 'Kirim Ulang Email Verifikasi' });
    await resend.click();
    await expect(page.getByText(/^Tunggu \d+ detik sebelum mengirim ulang email verifikasi\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
    expectedFailures(consoleErrors, 429);

    await expect(resend).toBeEnabled({ timeout: 65_000 });
    const resentAfter = statSync(first.file).mtimeMs + 1;
    await resend.click();
    await expect(page.getByText('Email verifikasi telah dikirim ulang!')).toBeVisible();
    const countdown = page.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ });
    await expect(countdown).toBeDisabled();
    await expect(countdown).toHaveText(/Kirim ulang dalam (60|59|58) detik/);
    await screenshot(page, 'verify-email-countdown-phone');
    const secondsLeft = async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    const started = await secondsLeft();
    await expect.poll(secondsLeft).toBeLessThan(started);

    const second = await waitForMail(email, { since: resentAfter });
    expect(second.file).not.toBe(first.file);
    await page.goto(appPath(linkFrom(second, /\/verify-email\?/)));
    await expect(page.getByRole('heading', { name: 'Email Terverifikasi' })).toBeVisible();
  });

  test('the profile page shows, edits and saves', async ({ page }) => {
    const account = createAccount({ name: 'Profil Lengkap' });
    await signIn(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profil Lengkap' })).toBeVisible();
    await screenshot(page, 'profile-phone');
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    await page.getByLabel('Nama Lengkap').fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama lengkap harus diisi')).toBeVisible();
    await page.getByLabel('Nama Lengkap').fill('Profil Baru');
    await page.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    await screenshot(page, 'profile-edit-phone');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profil Baru' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Profil Baru')).toBeVisible();
    await page.reload();
    await expect(page.getByText('0812 3456 7890')).toBeVisible();

    // The public profile shows the name, never the role, e-mail or phone.
    await page.getByRole('link', { name: 'Lihat profil publik saya' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Baru' })).toBeVisible();
    await expect(page.getByText('Pengguna', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Catatan' })).toBeVisible();
    await expect(page.getByText('Belum ada catatan publik.')).toBeVisible();
    await page.getByRole('tab', { name: 'Kajian' }).click();
    await expect(page.getByText('Belum ada kajian yang diposting.')).toBeVisible();
    await expect(page.getByText(account.email)).toHaveCount(0);
    await expect(page.getByText('0812 3456 7890')).toHaveCount(0);
    await screenshot(page, 'profile-public-phone');
  });

  test('an unknown public profile says Profil tidak ditemukan', async ({ page, consoleErrors }) => {
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Profil tidak ditemukan' })).toBeVisible();
    expectedFailures(consoleErrors, 404);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
