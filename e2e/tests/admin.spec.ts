import type { APIRequestContext, Browser } from '@playwright/test';
import { createAccount, expect, screenshot, signIn, test, waitForMail } from '../fixtures';
import { daysAhead, unique, viewShot } from '../posting-helpers';

/** postPending posts a one-off online session as the signed-in user of `request`; it waits for approval. */
async function postPending(request: APIRequestContext, title: string): Promise<{ id: string; slug: string }> {
  const response = await request.post('/api/v1/postings', {
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
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { kajian: { id: string; slug: string } }).kajian;
}

/** asUser signs a new user in, in a browser context of their own. */
async function asUser(browser: Browser, name: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  const account = createAccount({ name });
  await signIn(other, account);
  return { context, page: other, account };
}

test.describe('admin desk', () => {
  test('a visitor sends feedback; the admin finds it, resolves it and deletes it', async ({ page }) => {
    const subject = `Peta kosong ${unique()}`;
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Saran & Masukan' })).toBeVisible();
    await page.getByLabel('Kategori').selectOption({ label: 'Laporan Bug' });
    await page.getByLabel('Subjek *').fill(subject);
    await page.getByLabel('Pesan *').fill('Di HP Android saya peta di halaman kajian tidak muncul.');
    await page.getByLabel('Email (opsional)').fill('jamaah@example.com');
    await screenshot(page, 'feedback-form-phone');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByRole('heading', { name: 'Terima kasih! Saran dan masukan Anda telah terkirim.' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, createAccount({ name: 'Admin Feedback', role: 'admin' }));
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Kelola Feedback' })).toBeVisible();
    await page.getByPlaceholder('Cari feedback...').fill(subject);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Kategori').selectOption({ label: 'Laporan Bug' });
    await page.getByLabel('Status').selectOption({ label: 'Baru' });
    await expect(page.getByText('Menampilkan 1-1 dari 1 feedback')).toBeVisible();
    await screenshot(page, 'admin-feedback-phone');

    await page.getByRole('button', { name: `Lihat feedback ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Feedback' });
    await expect(dialog.getByText('jamaah@example.com')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Baru' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(page.getByText('Status feedback berhasil diperbarui')).toBeVisible();
    await expect(dialog.getByText('Diselesaikan')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Selesai' })).toBeDisabled();
    await viewShot(page, 'admin-feedback-dialog-phone');

    await dialog.getByRole('button', { name: 'Hapus Feedback' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus Feedback?' });
    await expect(confirm.getByText(`Apakah Anda yakin ingin menghapus feedback "${subject}"?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Hapus Feedback' }).click();
    await expect(page.getByText('Feedback berhasil dihapus')).toBeVisible();
    await expect(page.getByText('Tidak ada feedback ditemukan')).toBeVisible();
  });

  test("the dashboard's figures match the data; the admin pages through every session and deletes one", async ({ page, browser }) => {
    const poster = await asUser(browser, 'Pemosting Dashboard');
    const title = `Kajian Untuk Dihapus ${unique()}`;
    const posted = await postPending(poster.page.request, title);

    await signIn(page, createAccount({ name: 'Admin Dashboard', role: 'admin' }));
    const approve = await page.request.post(`/api/v1/admin/approvals/regular/${posted.id}/approve`);
    expect(approve.status()).toBe(200);
    await expect(async () => {
      const home = (await (await page.request.get(`/api/v1/kajian?q=${encodeURIComponent(title)}`)).json()) as { items: { id: string }[] };
      expect(home.items.map((k) => k.id)).toContain(posted.id);
    }).toPass();

    const figures = (await (await page.request.get('/api/v1/admin/dashboard')).json()) as { stats: Record<string, number> };
    const all = (await (await page.request.get('/api/v1/admin/sessions')).json()) as { total: number };
    expect(figures.stats.total_regular! + figures.stats.total_recurring!).toBe(all.total);

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible();
    for (const [label, key] of [
      ['Total Kajian Insidental', 'total_regular'],
      ['Total Kajian Rutin', 'total_recurring'],
      ['Kajian Mendatang', 'upcoming_regular'],
      ['Kajian Rutin Aktif', 'active_recurring'],
      ['Menunggu Persetujuan', 'pending'],
      ['Total Kehadiran', 'attending'],
      ['Catatan Publik', 'public_notes'],
    ] as const) {
      const figure = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure.locator('dd')).toHaveText(figures.stats[key]!.toLocaleString('id-ID'));
    }
    await expect(page.getByText('Aktivitas Terbaru')).toBeVisible();
    await expect(page.getByText(`menyetujui kajian \u201c${title}\u201d`)).toBeVisible();
    await screenshot(page, 'admin-dashboard-phone');

    // Every session, 10 a page.
    const sessions = page.getByRole('region', { name: /Semua Kajian/ });
    await expect(sessions.getByText(`Menampilkan 1-10 dari ${all.total} kajian`)).toBeVisible();
    await sessions.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(sessions.getByText(`Menampilkan 11-${Math.min(20, all.total)} dari ${all.total} kajian`)).toBeVisible();

    await sessions.getByLabel('Cari kajian').fill(title);
    await expect(sessions.getByText('Menampilkan 1-1 dari 1 kajian')).toBeVisible();
    const since = Date.now();
    await sessions.getByRole('button', { name: `Hapus kajian ${title}` }).click();
    await page.getByRole('dialog', { name: 'Hapus Kajian?' }).getByRole('button', { name: 'Hapus Kajian' }).click();
    await expect(page.getByText('Kajian berhasil dihapus')).toBeVisible();
    await expect(sessions.getByText('Tidak ada kajian yang sesuai.')).toBeVisible();
    const home = (await (await page.request.get(`/api/v1/kajian?q=${encodeURIComponent(title)}`)).json()) as { items: { id: string }[] };
    expect(home.items.map((k) => k.id)).not.toContain(posted.id);
    const mail = await waitForMail(poster.account.email, { since });
    expect(mail.subject).toBe(`Kajian Anda dihapus oleh admin: ${title}`);
    await poster.context.close();
  });

  test("a rejected session's poster finds the reason in the mail", async ({ page, browser }) => {
    const poster = await asUser(browser, 'Pemosting Ditolak');
    const title = `Kajian Ditolak ${unique()}`;
    await postPending(poster.page.request, title);
    await signIn(page, createAccount({ name: 'Admin Penolak', role: 'admin' }));
    await page.goto('/admin/approvals');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Tolak ${title}` }).click();
    const reason = 'Poster tidak mencantumkan nama masjid.';
    const since = Date.now();
    await page.getByLabel('Alasan Penolakan *').fill(reason);
    await page.getByRole('button', { name: 'Tolak Kajian' }).click();
    await expect(page.getByText('Kajian berhasil ditolak')).toBeVisible();
    const mail = await waitForMail(poster.account.email, { since });
    expect(mail.subject).toBe(`Kajian Anda ditolak: ${title}`);
    expect(mail.text).toContain(reason);
    await poster.context.close();
  });

  test('a signed-in user on an admin page is sent home', async ({ page }) => {
    await signIn(page, createAccount({ name: 'Jamaah Biasa' }));
    for (const path of ['/admin/dashboard', '/admin/approvals', '/admin/feedback', '/admin/journals']) {
      await page.goto(path);
      await expect(page.getByText('Akses ditolak. Hanya admin yang dapat mengakses halaman ini.').first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('the feedback desk is a table on a large screen and cards on a phone @desktop', async ({ page }, testInfo) => {
    const subject = `Usul fitur ${unique()}`;
    const sent = await page.request.post('/api/v1/feedback', { data: { subject, message: 'Tolong tambah pengingat.', category: 'feature_request' } });
    expect(sent.status()).toBe(201);
    await signIn(page, createAccount({ name: 'Admin Meja', role: 'admin' }));
    await page.goto('/admin/feedback');
    await page.getByPlaceholder('Cari feedback...').fill(subject);
    await expect(page.getByText('Menampilkan 1-1 dari 1 feedback')).toBeVisible();
    const table = page.getByRole('table');
    if (testInfo.project.name !== 'desktop') {
      await expect(table).toBeHidden();
      await expect(page.getByRole('listitem').filter({ hasText: subject }).getByText('Anonim')).toBeVisible();
      return;
    }
    await expect(table.getByRole('columnheader')).toHaveText(['Feedback', 'Pengirim', 'Kategori', 'Status', 'Tanggal', 'Aksi']);
    await expect(table.getByText('Anonim')).toBeVisible();
    await expect(table.getByText('Permintaan Fitur')).toBeVisible();
    await screenshot(page, 'admin-feedback-desktop');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible();
    await screenshot(page, 'admin-dashboard-desktop');
  });
});
