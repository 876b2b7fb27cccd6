import { createAccount, expect, signIn, test } from '../fixtures';
import { expectToast, viewShot } from '../posting-helpers';

// 'Salin rekap' on a phone (390×844): the home list as filtered becomes a WhatsApp rekap on the
// clipboard, and pasting that rekap into 'Tempel rekap' reads back the same sessions, field by
// field, in the same order (the rekap lists by date, as the list does).

interface ListedKajian {
  type: 'regular' | 'recurring';
  path: string;
  title: string;
  speakers: { name: string }[];
  date: string | null;
  day_of_week: number | null;
  time: string;
  after_prayer: string | null;
  is_online: boolean;
  location: string | null;
  address: string | null;
}

test("'Salin rekap' of a filtered list pasted into 'Tempel rekap' reads the same sessions", async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, createAccount({ name: 'Pengurus Grup Kajian' }));

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Cari kajian' }).fill('tahsin');
  await expect(page).toHaveURL(/q=tahsin/);
  // What the list shows for this filter, as its API answers it: the rekap must hold these.
  const res = await page.request.get('/api/v1/kajian?q=tahsin&limit=30');
  const list = (await res.json()) as { items: ListedKajian[]; total: number };
  expect(list.items.length).toBeGreaterThan(1);
  expect(list.items.some((k) => k.type === 'recurring') && list.items.some((k) => k.type === 'regular')).toBe(true);
  await expect(page.getByTestId('jumlah-kajian')).toHaveText(`${String(list.total)} kajian`);

  await page.getByRole('button', { name: 'Salin rekap' }).click();
  await expectToast(page, `Rekap ${String(list.items.length)} kajian disalin`);
  await page.screenshot({ path: '/tmp/salin-toast.png', animations: 'disabled' });
  await viewShot(page, 'salin-rekap-toast');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.startsWith('*Rekap Kajian — Kajian Kita*\n')).toBe(true);
  for (const k of list.items) expect(text).toContain(`${k.path}\n`);

  await page.goto('/kajian/new');
  await page.getByRole('button', { name: 'Tempel rekap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Teks rekap').fill(text);
  await dialog.getByRole('button', { name: 'Baca Rekap' }).click();
  await expect(dialog.getByTestId('draf-rekap')).toHaveCount(list.items.length);
  // Every session is known for the one it came from ('Sudah ada').
  const n = String(list.items.length);
  await expect.soft(dialog.getByTestId('jumlah-draf')).toHaveText(`${n} kajian terbaca, ${n} sudah ada.`);
  // Nothing of the rekap's own is left for the user to fill.
  await expect(dialog.getByTestId('belum-terbaca')).toHaveCount(0);

  for (const [i, k] of list.items.entries()) {
    const n = String(i + 1);
    const card = dialog.getByTestId('draf-rekap').nth(i);
    await expect.soft(dialog.getByLabel(`Judul kajian ${n}`)).toHaveValue(k.title);
    await expect.soft(dialog.getByLabel(`Pemateri kajian ${n}`)).toHaveValue(k.speakers[0]?.name ?? '');
    if (k.type === 'recurring') {
      await expect.soft(card).toContainText('Kajian Rutin');
      await expect.soft(dialog.getByLabel(`Hari kajian ${n}`)).toHaveValue(String(k.day_of_week));
    } else {
      await expect.soft(card).not.toContainText('Kajian Rutin');
      await expect.soft(dialog.getByLabel(`Tanggal kajian ${n}`)).toHaveValue(k.date ?? '');
    }
    await expect.soft(dialog.getByLabel(`Mulai kajian ${n}`)).toHaveValue(k.after_prayer ?? '');
    if (!k.after_prayer) await expect.soft(dialog.getByLabel(`Waktu kajian ${n}`)).toHaveValue(k.time);
    if (k.is_online) {
      await expect.soft(dialog.getByLabel(`Lokasi kajian ${n}`)).toHaveCount(0);
    } else {
      await expect.soft(dialog.getByLabel(`Lokasi kajian ${n}`)).toHaveValue(k.location ?? '');
      await expect.soft(dialog.getByLabel(`Alamat kajian ${n}`)).toHaveValue(k.address ?? '');
    }
    await expect.soft(card.getByRole('link', { name: k.title })).toHaveAttribute('href', k.path);
    // The draft shows the rekap lines it came from, its page link among them.
    await expect.soft(card.getByTestId('dari-pesan')).toContainText(k.path);
  }
  await dialog.getByTestId('draf-rekap').nth(0).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/salin-drafts.png' });
  await viewShot(page, 'salin-rekap-drafts');
});
