import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test, type Account } from '../fixtures';
import { daysAhead, expectToast, ignoreFailedResources, postingForm, unique } from '../posting-helpers';

// A masjid's team on the real binary, on a phone: the demo user keeps Masjid Jogokariyan (the
// demo data says so), posts a session for it that is on home at once and edits the masjid's
// details; a user claims a masjid, an admin approves the claim at the desk, adds an editor and
// verifies the masjid.

const demo: Account = { email: 'demo@kajiankita.id', password: 'demo12345', name: 'Demo', role: 'user' };

/** shot saves what the phone shows to /tmp/masjid-team-<name>.png, for the report. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `/tmp/masjid-team-${name}.png`, fullPage, animations: 'disabled' });
}

/** masjidSlug finds a masjid's slug by a word of its name through the directory API. */
async function masjidSlug(page: Page, q: string): Promise<{ slug: string; name: string }> {
  const res = await page.request.get(`/api/v1/masjid?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { slug: string; name: string }[] };
  const first = body.items[0];
  if (!first) throw new Error(`no masjid for ${q}`);
  return first;
}

test.describe('masjid team', () => {
  test("the demo user, an editor of Masjid Jogokariyan, posts for it: on home at once; edits the masjid's details", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const title = `Kajian Subuh Jogokariyan ${unique()}`;
    await signIn(page, demo);
    await page.goto('/kajian/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
    const form = postingForm(page);
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Muhammad Jazir');
    await form.date.fill(daysAhead(4));
    await form.time.fill('05:30');
    // The masjid picker fills the place and the address.
    await page.getByLabel('Masjid', { exact: true }).fill('Jogokariyan');
    await page.getByRole('list', { name: 'Saran masjid' }).getByRole('button', { name: /Masjid Jogokariyan/ }).click();
    await expect(page.getByText('Masjid: Masjid Jogokariyan')).toBeVisible();
    await expect(form.location).toHaveValue('Masjid Jogokariyan');
    await expect(form.address).toHaveValue(/Jogokaryan/);
    await shot(page, 'posting-picker');
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expectToast(page, 'Kajian berhasil dibuat dan langsung dipublikasikan!');

    // A visitor finds it on the home list at once: no admin in between.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByTestId('kajian-card').filter({ hasText: title })).toHaveCount(1);
    await shot(visitor, 'home');
    // And on the masjid's own page, among its coming sessions.
    const m = await masjidSlug(page, 'Jogokariyan');
    await visitor.goto(`/masjid/${m.slug}`);
    await expect(visitor.getByTestId('kajian-card').filter({ hasText: title })).toHaveCount(1);

    // 'Kelola masjid': the details, validated on the server; a file that is no image is refused
    // with the poster pipeline's message.
    await page.goto(`/masjid/${m.slug}/kelola`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kelola Masjid' })).toBeVisible();
    await page.getByLabel('Nomor Rekening').fill('BCA 123');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Nomor rekening hanya boleh berisi angka, spasi dan tanda hubung (maksimal 30 karakter)')).toBeVisible();
    await page.getByLabel('Nomor Rekening').fill('0000-1111-2222');
    await page.getByLabel('Nomor WhatsApp').fill('0812-0000-1111');
    const ac = page.getByRole('checkbox', { name: 'AC' });
    const wasAC = await ac.isChecked();
    await ac.setChecked(!wasAC);
    await page.getByTestId('upload-gambar-qris').setInputFiles({ name: 'qris.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await expectToast(page, 'File harus berupa gambar (JPG, PNG, GIF)');
    ignoreFailedResources(consoleErrors, 400);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expectToast(page, 'Data masjid berhasil disimpan');
    await shot(page, 'kelola', true);
    await page.reload();
    await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue('0812-0000-1111');
    await expect(page.getByRole('checkbox', { name: 'AC' })).toBeChecked({ checked: !wasAC });
  });

  test("the editor reads a visitor's report on the masjid's session and adds the masjid's calendar", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const calendarUrl = process.env.KAJIAN_E2E_CALENDAR_URL;
    expect(calendarUrl, 'the calendar server of the global setup').toBeTruthy();
    const title = `Kajian Dilaporkan Jogokariyan ${unique()}`;
    await signIn(page, demo);
    const m = await masjidSlug(page, 'Jogokariyan');
    const masjidId = ((await (await page.request.get(`/api/v1/masjid/${m.slug}/kelola`)).json()) as { id: string }).id;
    const posted = await page.request.post('/api/v1/postings', {
      data: {
        kajian_type: 'regular', title, timezone_region: 'WIB', masjid_id: masjidId,
        speakers: [{ name: 'Ustadz Penguji', is_main_speaker: true, speaker_order: 1 }],
        date: daysAhead(6), time: '19:30', location: 'Masjid Jogokariyan', address: 'Jl. Jogokaryan No. 36, Yogyakarta',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { slug } = ((await posted.json()) as { kajian: { slug: string } }).kajian;

    // A visitor reports it; the masjid's team page lists the report with a way to correct it.
    const visitor = await (await browser.newContext()).newPage();
    const reported = await visitor.request.post(`/api/v1/kajian/${slug}/laporan`, {
      data: { reason: 'wrong_time_place', note: 'Mulai ba\'da Isya, bukan 19.30.' },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await page.goto(`/masjid/${m.slug}/kelola`);
    const reports = page.getByRole('list', { name: 'Laporan terbuka' });
    const item = reports.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Waktu/tempat salah')).toBeVisible();
    await expect(item.getByText('Mulai ba\'da Isya, bukan 19.30.')).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i29-kelola-laporan.png', animations: 'disabled' });
    await expect(item.getByRole('link', { name: 'Edit kajian' })).toHaveAttribute('href', `/kajian/${slug}/edit`);

    // The masjid's calendar: its drafts are the masjid's, and the source says so.
    const calendars = page.getByRole('region', { name: 'Kalender Masjid' });
    await calendars.getByLabel('Alamat kalender (iCal)').fill(`${calendarUrl}/masjid.ics?uji=${unique()}`);
    await calendars.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i29-kelola-kalender.png', animations: 'disabled' });
    await calendars.getByRole('button', { name: 'Tambah Kalender Masjid' }).click();
    await expectToast(page, 'Kalender berhasil ditambahkan: 3 draf kajian siap diperiksa');
    await expect(page.getByText(`Kalender ${m.name}`)).toBeVisible();
    await expect(page.getByTestId('draf-kalender')).toHaveCount(3);
    await page.goto('/impor-kalender');
    await expect(page.getByRole('list', { name: 'Kalender Saya' }).getByText(`Kalender ${m.name}`).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/i29-impor-kalender.png', animations: 'disabled' });
  });

  test('a user claims a masjid; the admin approves it at the desk, adds an editor and verifies the masjid', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const claimer = createAccount({ name: 'Sekretaris DKM' });
    const helper = createAccount({ name: 'Bendahara DKM' });
    const admin = createAccount({ name: 'Admin Masjid', role: 'admin' });
    const m = await masjidSlug(page, 'Istiqlal');

    // Not an editor yet: the server refuses the form.
    await signIn(page, claimer);
    await page.goto(`/masjid/${m.slug}/kelola`);
    await expect(page.getByRole('alert')).toHaveText('Anda bukan pengurus masjid ini');
    ignoreFailedResources(consoleErrors, 403);

    await page.goto(`/masjid/${m.slug}/klaim`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saya pengurus masjid ini' })).toBeVisible();
    await expect(page.getByText(m.name)).toBeVisible();
    await page.getByLabel('Catatan untuk admin').fill('Saya sekretaris DKM, silakan hubungi 0812-1111-2222.');
    await shot(page, 'klaim');
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Permintaan Anda telah dikirim ke admin' })).toBeVisible();

    // The admin's desk, from the dashboard.
    const desk = await (await browser.newContext()).newPage();
    await signIn(desk, admin);
    await desk.goto('/admin/dashboard');
    await desk.getByRole('navigation', { name: 'Pintasan admin' }).getByRole('link', { name: /Kelola Masjid/ }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Kelola Masjid' })).toBeVisible();
    const claim = desk.getByRole('listitem').filter({ hasText: claimer.email });
    await expect(claim).toContainText('Saya sekretaris DKM');
    await shot(desk, 'desk-claims');
    await desk.getByRole('button', { name: `Setujui ${claimer.email}` }).click();
    await expectToast(desk, 'Permintaan disetujui: pengguna kini pengurus masjid');
    await expect(desk.getByRole('button', { name: `Setujui ${claimer.email}` })).toHaveCount(0);

    // Verification and editors of the masjid.
    await desk.getByLabel('Cari masjid').fill('Istiqlal');
    await desk.getByRole('list', { name: 'Hasil pencarian masjid' }).getByRole('button', { name: new RegExp(m.name) }).click();
    const team = desk.getByRole('region', { name: `Tim ${m.name}` });
    await expect(team.getByText(claimer.email)).toBeVisible();
    await team.getByLabel('Tambah pengurus (email akun)').fill(`tidak-ada-${unique().toLowerCase()}@example.com`);
    await team.getByRole('button', { name: 'Tambah Pengurus' }).click();
    await expect(team.getByText('Pengguna dengan email tersebut tidak ditemukan')).toBeVisible();
    ignoreFailedResources(consoleErrors, 400);
    await team.getByLabel('Tambah pengurus (email akun)').fill(helper.email);
    await team.getByRole('button', { name: 'Tambah Pengurus' }).click();
    await expectToast(desk, 'Pengurus berhasil ditambahkan');
    await expect(team.getByText(helper.email)).toBeVisible();
    const verified = team.getByRole('checkbox', { name: 'Masjid terverifikasi' });
    const was = await verified.isChecked();
    await verified.setChecked(!was);
    await expectToast(desk, was ? 'Tanda verifikasi masjid dicabut' : 'Masjid ditandai terverifikasi');
    await shot(desk, 'desk-team', true);

    // The approved claimer now keeps the masjid.
    await page.goto(`/masjid/${m.slug}/kelola`);
    await expect(page.getByLabel('Nama Masjid')).toHaveValue(m.name);
  });
});
