import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

interface Kajian {
  id: string;
  path: string;
  title: string;
  is_past: boolean;
  can_rsvp?: boolean;
}

interface Note {
  id: string;
  notes: string;
  visibility: 'public' | 'private';
}

/** upcomingOneOff is an upcoming one-off demo session that takes answers. */
async function upcomingOneOff(request: APIRequestContext): Promise<Kajian> {
  const response = await request.get('/api/v1/kajian?type=regular&limit=50');
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { items: Kajian[] }).items.filter((k) => !k.is_past);
  const target = items[0];
  if (!target) throw new Error('the demo data has no upcoming one-off session');
  return target;
}

/** createNote saves a note through the API for the signed-in user of `request`. */
async function createNote(request: APIRequestContext, body: Record<string, unknown>): Promise<Note> {
  const response = await request.post('/api/v1/journal', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { note: Note }).note;
}

async function myNotes(request: APIRequestContext): Promise<{ total: number; items: Note[] }> {
  const response = await request.get('/api/v1/journal');
  expect(response.status()).toBe(200);
  return (await response.json()) as { total: number; items: Note[] };
}

test.beforeEach(async ({ page }) => {
  await serveBlankTiles(page);
});

/** editor is the notes editor's editable area. */
const editor = (page: Page) => page.getByRole('textbox', { name: 'Isi catatan' });

test.describe('journal', () => {
  test('attend, write a formatted public note, find it everywhere, edit, favourite and delete it', async ({ page }) => {
    // The whole life of a note in one walk: about 20 s on an idle machine, so
    // the default 30 s is too tight when CI shares the cores.
    test.setTimeout(120_000);
    const account = createAccount({ name: 'Jamaah Pencatat' });
    await signIn(page, account);
    const session = await upcomingOneOff(page.request);
    await page.goto(session.path);
    await page.getByRole('button', { name: 'Akan Hadir' }).click();
    await expect(page.getByText('Terima kasih! Anda terdaftar akan hadir')).toBeVisible();
    await page.getByRole('button', { name: 'Catat di Catatan Saya' }).click();

    await expect(page).toHaveURL(/\/journal\/new\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Catatan' })).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveValue(`regular:${session.id}`);

    await editor(page).click();
    await page.getByRole('button', { name: 'Tebal' }).click();
    await page.keyboard.type('Sabar itu cahaya');
    await page.getByRole('button', { name: 'Tebal' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Daftar berpoin' }).click();
    await page.keyboard.type('Menahan diri saat marah');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Rujukan hadits');
    await page.keyboard.press('Shift+Home');
    page.once('dialog', (d) => void d.accept('https://sunnah.com/muslim:223'));
    await page.getByRole('button', { name: 'Tautan' }).click();
    await page.getByPlaceholder('Contoh: tafsir, akhlak').fill('akhlak');
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('Contoh: tafsir, akhlak').fill('sabar');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /Publik/ }).click();
    await screenshot(page, 'journal-new-phone');

    await page.getByRole('button', { name: 'Simpan Catatan' }).click();
    await expect(page.getByText('Catatan kajian berhasil disimpan!')).toBeVisible();
    await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
    const noteUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Sabar itu cahaya' })).toBeVisible();
    await expect(page.locator('li', { hasText: 'Menahan diri saat marah' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rujukan hadits' })).toHaveAttribute('href', 'https://sunnah.com/muslim:223');
    await expect(page.getByText('Publik', { exact: true })).toBeVisible();
    await screenshot(page, 'journal-detail-phone');

    // The public note is on Catatan Publik, the session's page and the author's profile.
    await page.goto('/public-journals');
    await expect(page.getByText('oleh Jamaah Pencatat').first()).toBeVisible();
    await screenshot(page, 'public-journals-phone');
    await page.goto(session.path);
    await page.getByRole('link', { name: 'Jamaah Pencatat', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jamaah Pencatat' })).toBeVisible();
    await expect(page.getByText('Sabar itu cahaya')).toBeVisible();

    // Edit: the session stays, the text and tags change.
    await page.goto(`${noteUrl}/edit`);
    await expect(page.getByText('Kajian tidak dapat diubah. Buat catatan baru untuk kajian lain.')).toBeVisible();
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Tambahan setelah pulang');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Catatan kajian berhasil diperbarui!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${noteUrl}$`));
    await expect(page.getByText('Tambahan setelah pulang')).toBeVisible();

    // Private now: it leaves Catatan Publik at once.
    await page.getByRole('button', { name: 'Jadikan Privat' }).click();
    await expect(page.getByText('Privat', { exact: true })).toBeVisible();
    const publicList = await page.request.get('/api/v1/public-journals?q=Tambahan%20setelah%20pulang');
    expect(((await publicList.json()) as { total: number }).total).toBe(0);

    await page.getByRole('button', { name: 'Favoritkan' }).click();
    await expect(page.getByText('Favorit', { exact: true })).toBeVisible();

    await page.goto('/journal');
    await expect(page.getByRole('link', { name: session.title })).toBeVisible();
    await screenshot(page, 'journal-list-phone');
    await page.getByRole('checkbox', { name: 'Hanya Favorit' }).check();
    await expect(page.getByRole('link', { name: session.title })).toBeVisible();

    await page.goto(noteUrl);
    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(page.getByText('Apakah Anda yakin ingin menghapus catatan ini?')).toBeVisible();
    await page.getByRole('dialog', { name: 'Hapus Catatan?' }).getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(page.getByText('Catatan berhasil dihapus')).toBeVisible();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByText('Belum ada catatan kajian')).toBeVisible();
    expect((await myNotes(page.request)).total).toBe(0);
  });

  test("another user's note is not found, and markup in a note never runs", async ({ page, browser }) => {
    const owner = createAccount({ name: 'Pemilik Catatan' });
    await signIn(page, owner);
    const session = await upcomingOneOff(page.request);
    const note = await createNote(page.request, {
      kajian_id: session.id,
      attendance_date: new Date().toISOString().slice(0, 10),
      notes: '<p>Aman &lt;script&gt;</p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">klik</a>',
      visibility: 'private',
    });
    expect(note.notes).not.toMatch(/<img|<script|javascript:/);
    await page.goto(`/journal/${note.id}`);
    await expect(page.getByText('Aman <script>')).toBeVisible();
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signIn(stranger, createAccount({ name: 'Orang Lain' }));
    for (const [method, path] of [
      ['GET', `/api/v1/journal/${note.id}`],
      ['PUT', `/api/v1/journal/${note.id}/visibility`],
      ['DELETE', `/api/v1/journal/${note.id}`],
    ] as const) {
      const r = await stranger.request.fetch(path, { method, data: method === 'PUT' ? { visibility: 'public' } : undefined });
      expect(r.status(), `${method} ${path}`).toBe(404);
    }
    await stranger.goto(`/journal/${note.id}`);
    await expect(stranger.getByRole('heading', { name: 'Catatan tidak ditemukan' })).toBeVisible();
    await other.close();
  });

  test('a draft survives a reload, and leaving with unsaved changes asks first', async ({ page }) => {
    await page.clock.install();
    await signIn(page, createAccount({ name: 'Jamaah Draf' }));
    const session = await upcomingOneOff(page.request);
    await page.goto(`/journal/new?kajian_id=${session.id}&type=regular`);
    await editor(page).click();
    await page.keyboard.type('Catatan panjang yang belum selesai ditulis');
    await page.clock.fastForward(31_000);
    await expect(page.getByText(/Draf terakhir disimpan \d\d\.\d\d$/)).toBeVisible();

    await page.reload();
    await expect(page.getByText('Draf catatan Anda dipulihkan.')).toBeVisible();
    await expect(editor(page)).toContainText('Catatan panjang yang belum selesai ditulis');

    await editor(page).click();
    await page.keyboard.type(' lagi');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'Batal' }).click();
    await expect.poll(() => asked).toBe('Anda memiliki perubahan yang belum disimpan. Yakin ingin meninggalkan halaman?');
    await expect(page).toHaveURL(/\/journal\/new/);
  });

  test('a note saved offline is sent once when the connection returns', async ({ page, context }) => {
    await signIn(page, createAccount({ name: 'Jamaah Luring' }));
    const session = await upcomingOneOff(page.request);
    await page.goto(`/journal/new?kajian_id=${session.id}&type=regular`);
    await expect(page.getByRole('combobox')).toHaveValue(`regular:${session.id}`);
    await editor(page).click();
    await page.keyboard.type('Ditulis di masjid tanpa sinyal');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Simpan Catatan' }).click();
    await expect(page.getByText('Menunggu koneksi.')).toBeVisible();
    await screenshot(page, 'journal-offline-phone');
    expect((await myNotes(page.request)).total).toBe(0);

    await context.setOffline(false);
    await expect(page.getByText('Catatan kajian berhasil disimpan!')).toBeVisible({ timeout: 30_000 });
    await page.goto('/journal');
    await expect(page.getByText('Ditulis di masjid tanpa sinyal')).toBeVisible();
    const mine = await myNotes(page.request);
    expect(mine.total).toBe(1);
  });

  test('an admin finds a public note by tag and date, copies it and deletes it', async ({ page, browser }) => {
    const author = await browser.newContext();
    const writer = await author.newPage();
    await signIn(writer, createAccount({ name: 'Penulis Publik' }));
    const session = await upcomingOneOff(writer.request);
    const tag = `moderasi-${String(Date.now()).slice(-6)}`;
    await createNote(writer.request, {
      kajian_id: session.id,
      attendance_date: '2026-01-15',
      notes: '<p>Catatan untuk dimoderasi</p>',
      tags: [tag, 'adab'],
      visibility: 'public',
    });
    await author.close();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, createAccount({ name: 'Admin Catatan', role: 'admin' }));
    await page.goto('/admin/journals');
    await expect(page.getByRole('heading', { level: 1, name: 'Kelola Catatan Publik' })).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Dari tanggal').fill('2026-01-15');
    await page.getByLabel('Sampai tanggal').fill('2026-01-15');
    await page.getByRole('button', { name: `#${tag}` }).click();
    await expect(page.getByText('Menampilkan 1-1 dari 1 catatan')).toBeVisible();
    await screenshot(page, 'admin-journals-phone');

    await page.getByRole('button', { name: 'Lihat catatan Penulis Publik' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Catatan' });
    await dialog.getByRole('button', { name: 'Salin Teks' }).click();
    await expect(page.getByText('Catatan berhasil disalin!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('CATATAN KAJIAN');
    expect(copied).toContain(session.title);
    expect(copied).toContain('Catatan untuk dimoderasi');
    expect(copied).toContain(`#${tag}`);
    expect(copied).toContain('Penulis Publik');

    await dialog.getByRole('button', { name: 'Hapus Catatan' }).click();
    await page.getByRole('dialog', { name: 'Hapus Catatan?' }).getByRole('button', { name: 'Hapus Catatan' }).click();
    await expect(page.getByText('Catatan berhasil dihapus')).toBeVisible();
    await expect(page.getByText('Belum ada catatan publik').or(page.getByText('Tidak ada catatan yang sesuai filter'))).toBeVisible();
    // It has left 'Catatan Publik' too.
    await page.goto(`/public-journals`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('button', { name: `#${tag}` })).toHaveCount(0);
    const left = await page.request.get(`/api/v1/public-journals?tag=${tag}`);
    expect(((await left.json()) as { total: number }).total).toBe(0);
  });
});
