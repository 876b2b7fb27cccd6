import type { Page } from '@playwright/test';
import { createAccount, expect, serveBlankTiles, signIn, test } from '../fixtures';
import {
  daysAhead,
  drawPoster,
  expectToast,
  ignoreFailedResources,
  pageShot,
  postingForm,
  unique,
  viewShot,
  weekdayAhead,
} from '../posting-helpers';

// Posting, moderation and My Kajian on the real binary: a posting waits for an admin, an
// approved one reaches the home list, a rejected one shows its reason to its owner.

async function openNewForm(page: Page): Promise<void> {
  await page.goto('/kajian/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
}

/** searchHome opens the home list searching for text and waits for the answer. */
async function searchHome(page: Page, text: string): Promise<void> {
  await page.goto(`/?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
  await expect(
    page.getByTestId('jumlah-kajian').or(page.getByText('Tidak ada kajian yang ditemukan')).first(),
  ).toBeVisible();
}

test.describe('posting and approval', () => {
  test('a one-off posting with a poster waits for approval, then the admin publishes it to home', async ({ page }) => {
    test.setTimeout(180_000);
    const author = createAccount({ name: 'Abdullah Penulis' });
    const admin = createAccount({ name: 'Admin Moderator', role: 'admin' });
    const title = `Kajian Tafsir Al Kahfi ${unique()}`;
    const date = daysAhead(30);
    await signIn(page, author);
    await openNewForm(page);
    const form = postingForm(page);
    await expect(page.getByText(/akan ditinjau oleh admin terlebih dahulu/)).toBeVisible();
    await expect(page.getByText(/upload poster kajian agar data kajian dapat dibaca/)).toBeVisible();
    await pageShot(page, 'posting-form-empty');

    // Nothing filled: the spec's first rule, every field's message, nothing sent.
    await form.save.click();
    await expectToast(page, 'Judul harus diisi');
    await expect(page.getByText('Lokasi harus diisi untuk kajian offline')).toBeVisible();
    await expect(form.title).toBeFocused();
    await pageShot(page, 'posting-form-errors');

    // The poster: uploaded, previewed, and read by the server (tesseract without an AI key).
    const poster = await drawPoster(page, [
      'KAJIAN AKHIR PEKAN',
      'Ustadz Ahmad Fauzi',
      '09.00 WIB',
      'Masjid Al-Falah',
    ]);
    await form.posterInput.setInputFiles({ name: 'poster-kajian.png', mimeType: 'image/png', buffer: poster });
    await expectToast(page, 'Poster berhasil diupload!');
    await expect(page.getByRole('img', { name: 'Pratinjau poster kajian' })).toBeVisible();
    await expectToast(page, 'Formulir diisi dari poster', 45_000);
    await expect(form.speaker(1)).toHaveValue('Ustadz Ahmad Fauzi');

    await form.title.fill(title);
    await form.date.fill(date);
    await form.time.fill('09:00');
    await form.location.fill('Masjid Istiqlal');
    await form.address.fill('Jl. Taman Wijaya Kusuma, Jakarta Pusat');
    await form.contactPerson.fill('Akh Fulan');
    await form.contactPhone.fill('081234567890');
    await form.description.fill('Kajian tafsir surat Al-Kahfi untuk umum, ikhwan dan akhwat.');
    await pageShot(page, 'posting-form-filled');
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expectToast(page, 'Kajian berhasil dibuat dan menunggu persetujuan admin!');
    const mine = page.getByRole('article').filter({ hasText: title });
    await expect(mine.getByText('Menunggu', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: `Hapus ${title}` })).toBeVisible(); // pending: the owner may delete

    // Pending: not on the home list.
    await searchHome(page, title);
    await expect(page.getByText('Tidak ada kajian yang ditemukan')).toBeVisible();

    // The admin approves it.
    await signIn(page, admin);
    await page.goto('/admin/approvals');
    await expect(page.getByRole('heading', { level: 1, name: 'Persetujuan Kajian' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Abdullah Penulis')).toBeVisible();
    await expect(card.getByText('09.00 WIB')).toBeVisible();
    await expect(card.getByText('Akh Fulan · 081234567890')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', /^\/kajian\/[0-9a-f-]{36}$/);
    await card.getByRole('button', { name: `Setujui ${title}` }).click();
    await expectToast(page, 'Kajian berhasil disetujui!');
    await expect(card).toHaveCount(0);

    // Approved: on the home list, with its poster.
    await searchHome(page, title);
    const onHome = page.getByTestId('kajian-card').filter({ hasText: title });
    await expect(onHome).toHaveCount(1);
  });

  test('a weekly posting with two holidays is rejected with a reason the owner then reads', async ({ page }) => {
    test.setTimeout(120_000);
    const author = createAccount({ name: 'Pengurus Masjid' });
    const admin = createAccount({ name: 'Admin Peninjau', role: 'admin' });
    const title = `Kajian Kitab Tauhid ${unique()}`;
    // Holidays on two Kamis, the day it is held (the server refuses a day it is not).
    const firstOff = weekdayAhead(4, 14);
    const secondOff = weekdayAhead(4, 21);
    const reason = 'Alamat belum lengkap, mohon tambahkan kelurahan dan kecamatan.';
    await signIn(page, author);
    await openNewForm(page);
    const form = postingForm(page);
    await page.getByRole('radio', { name: /Kajian Rutin/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Jadwal Libur' })).toBeVisible();
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Firanda Andirja');
    await page.getByRole('button', { name: 'Tambah Pemateri' }).click();
    await form.speaker(2).fill('Ustadz Abdullah Taslim');
    await expect(form.day).toHaveValue('1');
    await form.day.selectOption('4');
    await form.time.fill('18:30');
    await form.zone.selectOption('WITA');
    await form.location.fill('Masjid Raya Makassar');
    await form.address.fill('Jl. Masjid Raya, Makassar');
    await page.getByRole('button', { name: 'Tambah Jadwal Libur' }).click();
    await page.getByLabel('Tanggal libur 1').fill(firstOff);
    await page.getByLabel(/Alasan libur 1/).fill('Ustadz safar');
    await page.getByRole('button', { name: 'Tambah Jadwal Libur' }).click();
    // A Rabu is no date of a Kamis session: the form says so before sending, in the server's words.
    await page.getByLabel('Tanggal libur 2').fill(weekdayAhead(3, 21));
    await form.save.click();
    const notHeld = page.getByRole('alert').filter({ hasText: 'Kajian rutin ini tidak diadakan pada tanggal tersebut (' });
    await expect(notHeld).toBeVisible();
    await notHeld.scrollIntoViewIfNeeded();
    await viewShot(page, 'posting-holiday-not-held');
    await page.getByLabel('Tanggal libur 2').fill(secondOff);
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expectToast(page, 'Kajian rutin berhasil dibuat dan menunggu persetujuan admin!');

    // The admin rejects it: the reason is required, trimmed, and the button waits for it.
    await signIn(page, admin);
    await page.goto('/admin/approvals');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Setiap Kamis')).toBeVisible();
    await expect(card.getByText('17.30 WIB')).toBeVisible(); // 18.30 WITA
    await expect(card.getByRole('link', { name: 'Lihat Detail' })).toHaveCount(0);
    await pageShot(page, 'approvals');
    await card.getByRole('button', { name: `Tolak ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Alasan Penolakan *')).toHaveAttribute('placeholder', 'Jelaskan alasan penolakan kajian ini...');
    const rejectButton = dialog.getByRole('button', { name: 'Tolak Kajian' });
    await expect(rejectButton).toBeDisabled();
    await dialog.getByLabel('Alasan Penolakan *').fill('   ');
    await expect(rejectButton).toBeDisabled();
    await dialog.getByLabel('Alasan Penolakan *').fill(`  ${reason}  `);
    await viewShot(page, 'approvals-reject-dialog');
    await rejectButton.click();
    await expectToast(page, 'Kajian rutin berhasil ditolak');
    await expect(card).toHaveCount(0);

    // The owner reads the reason in My Kajian and on the edit page, with both holidays.
    await signIn(page, author);
    await page.goto('/my-kajian');
    await expect(page.getByRole('heading', { level: 1, name: 'Kajian Saya' })).toBeVisible();
    await page.getByLabel('Status').selectOption('rejected');
    await expect(page).toHaveURL(/status=rejected/);
    const mine = page.getByRole('article').filter({ hasText: title });
    await expect(mine.getByText('Ditolak', { exact: true })).toBeVisible();
    await expect(mine.getByText(reason)).toBeVisible();
    await expect(mine.getByText('Setiap Kamis')).toBeVisible();
    await expect(mine.getByText('17.30 WIB (18.30 WITA)')).toBeVisible();
    await pageShot(page, 'my-kajian');
    await mine.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Kajian Rutin' })).toBeVisible();
    await expect(page.getByText('Kajian ini ditolak admin')).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByLabel('Tanggal libur 1')).toHaveValue(firstOff);
    await expect(page.getByLabel(/Alasan libur 1/)).toHaveValue('Ustadz safar');
    await expect(page.getByLabel('Tanggal libur 2')).toHaveValue(secondOff);
    await expect(postingForm(page).speaker(2)).toHaveValue('Ustadz Abdullah Taslim');
    await pageShot(page, 'posting-edit-rejected');

    // A holiday removed on the edit page is removed at once.
    await page.getByRole('button', { name: 'Hapus jadwal libur 2' }).click();
    await expectToast(page, 'Jadwal libur berhasil dihapus');
    await page.reload();
    await expect(page.getByLabel('Tanggal libur 1')).toHaveValue(firstOff);
    await expect(page.getByLabel('Tanggal libur 2')).toHaveCount(0);
  });

  test("a weekly 'Ba'da Maghrib' posting shows Maghrib's time on its card, page and calendar file", async ({ page }) => {
    test.setTimeout(120_000);
    const admin = createAccount({ name: 'Admin Masjid', role: 'admin' });
    const title = `Tafsir Ba'da Maghrib ${unique()}`;
    await serveBlankTiles(page);
    await signIn(page, admin);
    await openNewForm(page);
    const form = postingForm(page);
    await page.getByRole('radio', { name: /Kajian Rutin/ }).click();
    await form.title.fill(title);
    await form.speaker(1).fill('Ustadz Adi Hidayat');
    await form.day.selectOption('4');
    await page.getByLabel(/^Mulai/).selectOption({ label: "Ba'da Maghrib" });
    await expect(form.time).toHaveCount(0); // the clock time gives way to the minutes after
    await expect(page.getByLabel(/^Menit setelah sholat/)).toHaveValue('0');
    await page.getByLabel('Kitab', { exact: true }).fill('Tafsir Ibnu Katsir');
    await page.getByLabel('Bab/Pembahasan').fill('Surat Al-Mulk');
    await page.getByRole('checkbox', { name: 'Akhwat' }).check();
    await page.getByRole('checkbox', { name: 'Umum' }).uncheck();
    await form.location.fill('Masjid Istiqlal');
    await form.address.fill('Jl. Taman Wijaya Kusuma, Jakarta Pusat');
    await viewShot(page, 'posting-after-maghrib');
    await form.save.click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expectToast(page, 'Kajian rutin berhasil dibuat dan langsung aktif!');

    // The server's time for the next Thursday: Maghrib in Jakarta is between 17:40 and 18:25.
    const found = (await (await page.request.get(`/api/v1/kajian?type=recurring&q=${encodeURIComponent(title)}`)).json()) as {
      items: { path: string; time: string; after_prayer: string; next_occurrence: string }[];
    };
    const k = found.items[0];
    expect(k?.after_prayer).toBe('maghrib');
    const [hh, mm] = (k?.time ?? '').split(':').map(Number);
    expect((hh ?? 0) * 60 + (mm ?? 0)).toBeGreaterThanOrEqual(17 * 60 + 40);
    expect((hh ?? 0) * 60 + (mm ?? 0)).toBeLessThanOrEqual(18 * 60 + 25);
    const shown = `Ba'da Maghrib · adzan ± ${k?.time.replace(':', '.') ?? ''} WIB`;

    await searchHome(page, title);
    const card = page.getByTestId('daftar-kajian').getByTestId('kajian-card').filter({ hasText: title });
    await expect(card).toContainText(shown);
    await expect(card).toContainText('Khusus Akhwat');
    await expect(card).toContainText('Tafsir Ibnu Katsir · Surat Al-Mulk');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(shown)).toBeVisible();
    await viewShot(page, 'detail-after-maghrib');
    // The calendar starts it 15 minutes after the adzan (kajian.AdzanToStart), and says so.
    const ics = await (await page.request.get(`${k?.path ?? ''}/kalender.ics`)).text();
    const start = (hh ?? 0) * 60 + (mm ?? 0) + 15;
    const clock = `${String(Math.floor(start / 60)).padStart(2, '0')}${String(start % 60).padStart(2, '0')}`;
    expect(ics).toContain(`DTSTART;TZID=Asia/Jakarta:${(k?.next_occurrence ?? '').replaceAll('-', '')}T${clock}00`);
    // Long lines are folded (RFC 5545 §3.1), and ';' ',' escaped in text (§3.3.11).
    expect(ics.replace(/\r\n[ \t]/g, '').replace(/\\([;,])/g, '$1')).toContain(
      "Waktu: Ba'da Maghrib (mengikuti waktu sholat setempat; acara di kalender dimulai 15 menit setelah adzan)",
    );
  });

  test('a rekap of six sessions, two already posted, posts the other four', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, createAccount({ name: 'Pengurus Rekap' }));
    // Letters only: digits in a title could read as a date or a time.
    const tag = unique().replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'X');
    const dmy = (n: number) => daysAhead(n).split('-').reverse().map(Number).join('/');
    const place = { location: 'Masjid Nurul Huda', address: 'Jl. Melati No. 3, Depok', is_online: false, timezone_region: 'WIB' };
    for (const [title, ustaz, n, time] of [
      [`Kajian Tauhid ${tag}`, 'Ustadz Yusran', 10, '19:30'],
      [`Fiqih Muamalah ${tag}`, 'Ustadz Harman', 11, '16:00'],
    ] as const) {
      const posted = await page.request.post('/api/v1/postings', {
        data: { kajian_type: 'regular', title, date: daysAhead(n), time, ...place,
          speakers: [{ name: ustaz, is_main_speaker: true, speaker_order: 1 }] },
      });
      expect(posted.status(), await posted.text()).toBe(201);
    }
    const rekap = [
      `Rekap kajian Masjid Nurul Huda pekan depan:`,
      '',
      `1. ${dmy(10)} - Kajian Tauhid ${tag} bersama Ustadz Yusran - 19.30 WIB`,
      `2. ${dmy(11)} - Fiqih Muamalah ${tag} bersama Ustadz Harman - pukul 16.00 WIB`,
      `3. ${dmy(12)} - Tafsir Juz Amma ${tag} bersama Ustadz Abdullah - ba'da Maghrib`,
      `4. ${dmy(13)} - Kajian Remaja ${tag} bersama Ustadz Khalid`,
      `5. ${dmy(14)} - Sirah Nabawiyah ${tag} bersama Ustadz Syamsul - 09.00 WIB - khusus akhwat`,
      `6. ${dmy(15)} - Tahsin ${tag} bersama Ustadz Hanif - bakda isya`,
      '',
      'Tempat: Masjid Nurul Huda, Jl. Melati No. 3, Depok',
    ].join('\n');

    await openNewForm(page);
    await page.getByRole('button', { name: 'Tempel rekap' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Teks rekap').fill(rekap);
    await dialog.getByRole('button', { name: 'Baca Rekap' }).click();
    await expect(dialog.getByTestId('draf-rekap')).toHaveCount(6);
    await expect(dialog.getByTestId('jumlah-draf')).toHaveText('6 kajian terbaca, 2 sudah ada.');
    // The two already posted are marked and left out.
    for (const n of [1, 2]) {
      await expect(dialog.getByRole('checkbox', { name: `Kajian ${String(n)}` })).not.toBeChecked();
      await expect(dialog.getByTestId('draf-rekap').nth(n - 1)).toContainText('Sudah ada');
    }
    // The fourth has no time: it says so and holds back 'Posting semua' until it is given.
    const fourth = dialog.getByTestId('draf-rekap').nth(3);
    await expect(fourth).toContainText('Belum terbaca: Waktu');
    await expect(dialog.getByRole('button', { name: 'Posting semua (4)' })).toBeDisabled();
    await expect(dialog.getByTestId('draf-rekap').nth(4)).toContainText('Peserta: Akhwat');
    await dialog.getByLabel('Waktu kajian 4').fill('16:00');
    await viewShot(page, 'rekap-review');
    await dialog.getByRole('button', { name: 'Posting semua (4)' }).click();
    await expect(dialog.getByText('Kajian berhasil dibuat dan menunggu persetujuan admin!')).toHaveCount(4);
    await dialog.getByRole('link', { name: 'Lihat Kajian Saya' }).click();
    await expect(page).toHaveURL(/\/my-kajian$/);
    for (const title of ['Tafsir Juz Amma', 'Kajian Remaja', 'Sirah Nabawiyah', 'Tahsin']) {
      await expect(page.getByRole('article').filter({ hasText: `${title} ${tag}` })).toContainText('Menunggu');
    }
    await expect(page.getByRole('article').filter({ hasText: tag })).toHaveCount(6);
  });

  test('pasting an announcement fills the form', async ({ page }) => {
    await signIn(page, createAccount({ name: 'Jamaah Biasa' }));
    await openNewForm(page);
    await page.getByRole('button', { name: 'Tempel teks pengumuman' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Teks pengumuman').fill(
      [
        '*📢 TABLIGH AKBAR 📢*',
        '',
        '*"Menggapai Hidayah di Akhir Zaman"*',
        '',
        '📅 Ahad, 6 Desember 2026',
        '⏰ 08.00 WITA - selesai',
        '🎙️ Ustadz Dr. Syafiq Riza Basalamah, MA',
        '🕌 Masjid Raya Bintaro Jaya',
        '📍 Jl. Raya Bintaro Sektor 3A, Tangerang Selatan',
        '',
        '📞 CP: Akh Fadli 0812-8765-4321',
      ].join('\n'),
    );
    await dialog.getByRole('button', { name: 'Isi Formulir' }).click();
    await expectToast(page, 'Formulir diisi dari teks pengumuman');
    const form = postingForm(page);
    await expect(form.title).toHaveValue('Menggapai Hidayah di Akhir Zaman');
    await expect(form.speaker(1)).toHaveValue('Ustadz Dr. Syafiq Riza Basalamah, MA');
    await expect(form.date).toHaveValue('2026-12-06');
    await expect(form.time).toHaveValue('08:00');
    await expect(form.zone).toHaveValue('WITA');
    await expect(form.location).toHaveValue('Masjid Raya Bintaro Jaya');
    await expect(form.address).toHaveValue('Jl. Raya Bintaro Sektor 3A, Tangerang Selatan');
    await expect(form.contactPerson).toHaveValue('Akh Fadli');
    await expect(form.contactPhone).toHaveValue('081287654321');
    await expect(page.getByRole('radio', { name: /Kajian Insidental/ })).toHaveAttribute('aria-checked', 'true');
    // Everything the form needs was read: nothing is named as not read.
    await expect(page.getByTestId('belum-terbaca')).toHaveCount(0);
  });

  test("a user opening another user's edit URL is refused and sent to My Kajian", async ({ page, consoleErrors }) => {
    const owner = createAccount({ name: 'Pemilik Kajian' });
    const other = createAccount({ name: 'Orang Lain' });
    await signIn(page, owner);
    const created = await page.request.post('/api/v1/postings', {
      data: {
        kajian_type: 'regular',
        title: `Kajian Milik Orang ${unique()}`,
        timezone_region: 'WIB',
        speakers: [{ name: 'Ustadz A', is_main_speaker: true, speaker_order: 1 }],
        date: daysAhead(10),
        time: '19:30',
        location: 'Masjid B',
        address: 'Jl. C, Bandung',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { kajian } = (await created.json()) as { kajian: { slug: string } };

    await signIn(page, other);
    await page.goto(`/kajian/${kajian.slug}/edit`);
    await expectToast(page, 'Anda tidak memiliki izin untuk mengedit kajian ini');
    await expect(page).toHaveURL(/\/my-kajian$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kajian Saya' })).toBeVisible();
    ignoreFailedResources(consoleErrors, 403);
  });
});
