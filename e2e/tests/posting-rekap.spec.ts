import { createAccount, expect, signIn, test } from '../fixtures';
import { daysAhead, unique, viewShot } from '../posting-helpers';

// 'Tempel rekap' on a phone (390×844): a dated emoji rekap is read right or asks. Its day lines
// give their dates (never the next such weekday), the header's masjid is every session's place,
// the greeting, closing and hashtag are no field, a name keeps every word, and a day that does
// not match its date is left for the user ('Belum terbaca: Tanggal') instead of guessed.

const DAYS = ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

/** weekday is the Indonesian name of the weekday n days ahead. */
function weekday(n: number): string {
  return DAYS[new Date(`${daysAhead(n)}T00:00:00Z`).getUTCDay()] ?? '';
}

/** dm is the date n days ahead as a rekap writes it: "7/12". */
function dm(n: number): string {
  const [, m, d] = daysAhead(n).split('-').map(Number);
  return `${String(d)}/${String(m)}`;
}

test('a dated emoji rekap becomes right drafts, asks for the day it doubts, and posts', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, createAccount({ name: 'Pengurus Al-Furqon' }));
  // Letters only: digits in a title could read as a date or a time.
  const tag = unique().replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'X');
  const rekap = [
    "Assalamu'alaikum warahmatullahi wabarakatuh",
    'Bismillah',
    '*JADWAL KAJIAN MASJID AL-FURQON*',
    '📍 Masjid Al-Furqon, Jl. Kenanga No. 5, Depok',
    '',
    `📆 *${weekday(9)} (${dm(9)}) ba'da Maghrib*`,
    `📚 Kajian Tauhid ${tag}`,
    '🎙 Ustadz Abu Haidar As-Sundawy',
    '',
    `📆 *${weekday(10)} (${dm(10)}) ba'da Isya*`,
    `📚 Tafsir Al-Kahfi ${tag}`,
    '🎙 Ustadzah Ummu Hafizhah',
    '🧕 KHUSUS AKHWAT',
    '',
    // The weekday of the day after: the reader cannot tell which one is meant.
    `📆 *${weekday(13)} (${dm(12)}) 08.00 WIB*`,
    `📚 Fiqih Thaharah ${tag}`,
    '🎙 Ustadz Dr. Erwandi Tarmizi, M.A.',
    '',
    'Barakallahu fiikum',
    '#kajiansunnah #masjidalfurqon',
  ].join('\n');

  await page.goto('/kajian/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
  await page.getByRole('button', { name: 'Tempel rekap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Teks rekap').fill(rekap);
  await dialog.getByRole('button', { name: 'Baca Rekap' }).click();
  await expect(dialog.getByTestId('draf-rekap')).toHaveCount(3);
  await expect(dialog.getByTestId('jumlah-draf')).toHaveText('3 kajian terbaca, 0 sudah ada.');

  const want = [
    { title: `Kajian Tauhid ${tag}`, ustaz: 'Ustadz Abu Haidar As-Sundawy', date: daysAhead(9), prayer: 'maghrib' },
    { title: `Tafsir Al-Kahfi ${tag}`, ustaz: 'Ustadzah Ummu Hafizhah', date: daysAhead(10), prayer: 'isya' },
    { title: `Fiqih Thaharah ${tag}`, ustaz: 'Ustadz Dr. Erwandi Tarmizi, M.A.', date: '', prayer: '' },
  ];
  for (const [i, w] of want.entries()) {
    const n = String(i + 1);
    const card = dialog.getByTestId('draf-rekap').nth(i);
    await expect(dialog.getByLabel(`Judul kajian ${n}`)).toHaveValue(w.title);
    await expect(dialog.getByLabel(`Pemateri kajian ${n}`)).toHaveValue(w.ustaz);
    await expect(dialog.getByLabel(`Tanggal kajian ${n}`)).toHaveValue(w.date);
    await expect(dialog.getByLabel(`Mulai kajian ${n}`)).toHaveValue(w.prayer);
    await expect(dialog.getByLabel(`Lokasi kajian ${n}`)).toHaveValue('Masjid Al-Furqon');
    await expect(dialog.getByLabel(`Alamat kajian ${n}`)).toHaveValue('Jl. Kenanga No. 5, Depok');
    await expect(card).not.toContainText('Kajian Rutin');
    // The lines it came from, and never the greeting or the closing.
    const source = card.getByTestId('dari-pesan');
    await expect(source).toContainText('Dari pesan:');
    await expect(source).toContainText(w.title);
    await expect(source).not.toContainText('Assalamu');
    await expect(source).not.toContainText('Barakallahu');
  }
  await expect(dialog.getByTestId('draf-rekap').nth(1)).toContainText('Peserta: Akhwat');
  await expect(dialog.getByTestId('draf-rekap').nth(0).getByTestId('dari-pesan')).toContainText(
    `${weekday(9)} (${dm(9)}) ba'da Maghrib`,
  );
  // Only the doubted day is asked for; it holds back 'Posting semua' until it is given.
  await expect(dialog.getByTestId('belum-terbaca')).toHaveCount(1);
  await expect(dialog.getByTestId('draf-rekap').nth(2).getByTestId('belum-terbaca')).toHaveText('Belum terbaca: Tanggal');
  await expect(dialog.getByRole('button', { name: 'Posting semua (3)' })).toBeDisabled();

  // On a phone the fields are one column: the date sits under the title, not beside it.
  const title = await dialog.getByLabel('Judul kajian 1').boundingBox();
  const date = await dialog.getByLabel('Tanggal kajian 1').boundingBox();
  expect(title && date && date.y > title.y + title.height && Math.abs(date.width - title.width) < 2).toBe(true);
  // Names and places are whole in their fields, not cut at the field's edge.
  for (const label of ['Pemateri kajian 3', 'Lokasi kajian 1', 'Alamat kajian 1']) {
    const cut = await dialog.getByLabel(label).evaluate((el: HTMLInputElement) => el.scrollWidth > el.clientWidth);
    expect(cut, `${label} is cut`).toBe(false);
  }
  await dialog.getByTestId('draf-rekap').nth(0).scrollIntoViewIfNeeded();
  await viewShot(page, 'rekap-dated-drafts');
  await page.screenshot({ path: '/tmp/rekap-drafts-390x844.png' });
  await dialog.getByTestId('draf-rekap').nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/rekap-drafts-390x844-asked.png' });

  await dialog.getByLabel('Tanggal kajian 3').fill(daysAhead(12));
  await dialog.getByRole('button', { name: 'Posting semua (3)' }).click();
  await expect(dialog.getByText('Kajian berhasil dibuat dan menunggu persetujuan admin!')).toHaveCount(3);
  // Nothing is left to post: no dead 'Posting semua (0)'.
  await expect(dialog.getByRole('button', { name: /Posting semua/ })).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/rekap-posted.png' });
  await dialog.getByRole('link', { name: 'Lihat Kajian Saya' }).click();
  await expect(page).toHaveURL(/\/my-kajian$/);
  await expect(page.getByRole('article').filter({ hasText: tag })).toHaveCount(3);
  for (const w of want) {
    await expect(page.getByRole('article').filter({ hasText: w.title })).toContainText('Menunggu');
  }
});

// A weekly rekap's rhythms: 'Setiap Sabtu pekan ke-2 & ke-4' is read as that rhythm and said so
// on the draft; 'sebulan sekali' is not read as every week but asked ('Pengulangan') and holds
// the draft back until a week is chosen; both post with their rhythm.
test('a weekly rekap keeps its rhythms, asks the one it cannot tell, and posts them', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, createAccount({ name: 'Pengurus Al-Hikmah' }));
  const tag = unique().replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'X');
  const rekap = [
    '*JADWAL KAJIAN RUTIN MASJID AL-HIKMAH*',
    '📍 Masjid Al-Hikmah, Jl. Anggrek No. 5, Depok',
    '',
    `📌 *Kajian Bulughul Maram ${tag}*`,
    '🗓 Setiap Sabtu pekan ke-2 & ke-4',
    '🎙 Ustadz Abu Haidar As-Sundawy',
    "⏰ Ba'da Maghrib",
    '',
    `📌 *Kajian Sirah ${tag}*`,
    '🗓 Sebulan sekali, hari Kamis',
    '🎙 Ustadz Aris Munandar',
    '⏰ 19.30 WIB',
    '',
    'Barakallahu fiikum',
  ].join('\n');

  await page.goto('/kajian/new');
  await page.getByRole('button', { name: 'Tempel rekap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Teks rekap').fill(rekap);
  await dialog.getByRole('button', { name: 'Baca Rekap' }).click();
  await expect(dialog.getByTestId('draf-rekap')).toHaveCount(2);
  const [first, second] = [dialog.getByTestId('draf-rekap').nth(0), dialog.getByTestId('draf-rekap').nth(1)];

  await expect(first).toContainText('Kajian Rutin');
  await expect(first.getByTestId('draf-jadwal')).toHaveText('Sabtu pekan ke-2 & ke-4');
  await expect(dialog.getByLabel('Hari kajian 1')).toHaveValue('6');
  await expect(dialog.getByLabel('Pengulangan kajian 1')).toHaveValue('monthly');
  await expect(first.getByTestId('belum-terbaca')).toHaveCount(0);

  // 'Sebulan sekali' names no week: asked, never every week.
  await expect(dialog.getByLabel('Hari kajian 2')).toHaveValue('4');
  await expect(second.getByTestId('belum-terbaca')).toHaveText('Belum terbaca: Pengulangan');
  await expect(second.getByTestId('draf-jadwal')).toHaveCount(0);
  await expect(second).toContainText('Pilih minimal satu pekan');
  await expect(dialog.getByRole('button', { name: 'Posting semua (2)' })).toBeDisabled();
  await first.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: '/tmp/rhythmread-rekap-drafts.png' });
  await second.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: '/tmp/rhythmread-rekap-asked.png' });

  await second.getByRole('checkbox', { name: 'Pekan terakhir' }).check();
  await expect(second.getByTestId('draf-jadwal')).toHaveText('Setiap Kamis pekan terakhir');
  await dialog.getByRole('button', { name: 'Posting semua (2)' }).click();
  await expect(dialog.getByText('Kajian rutin berhasil dibuat dan menunggu persetujuan admin!')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/rhythmread-rekap-posted.png' });
  await dialog.getByRole('link', { name: 'Lihat Kajian Saya' }).click();
  await expect(page).toHaveURL(/\/my-kajian$/);
  await expect(page.getByRole('article').filter({ hasText: `Kajian Bulughul Maram ${tag}` })).toContainText('Sabtu pekan ke-2 & ke-4');
  await expect(page.getByRole('article').filter({ hasText: `Kajian Sirah ${tag}` })).toContainText('Setiap Kamis pekan terakhir');
  await page.screenshot({ path: '/tmp/rhythmread-my-kajian.png' });
});
