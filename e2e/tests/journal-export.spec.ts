import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from '../fixtures';

// 'Unduh catatan saya' keeps what the editor made: a note written with every tool of the
// toolbar comes back as Markdown with its headings, emphasis, nested lists, quote, code and links.

const editor = (page: Page) => page.getByRole('textbox', { name: 'Isi catatan' });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Format catatan' }).getByRole('button', { name });

test('a note written with every tool is exported as the same Markdown', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, createAccount({ name: 'Jamaah Pengunduh' }));
  const list = (await (await page.request.get('/api/v1/kajian?type=regular&limit=50')).json()) as {
    items: { id: string; is_past: boolean }[];
  };
  const session = list.items.find((k) => !k.is_past);
  if (!session) throw new Error('the demo data needs an upcoming one-off session');
  await page.goto(`/journal/new?kajian_id=${session.id}&type=regular`);
  await expect(page.getByRole('combobox')).toHaveValue(`regular:${session.id}`);

  await editor(page).click();
  await tool(page, 'Judul 2').click();
  await page.keyboard.type('Empat Fitnah');
  await page.keyboard.press('Enter');
  for (const [name, word] of [['Tebal', 'tebal'], ['Miring', 'miring'], ['Coret', 'coret']] as const) {
    await tool(page, name).click();
    await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(word);
    await tool(page, name).click();
    await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' ');
  }
  await page.keyboard.press('Enter');
  await tool(page, 'Daftar berpoin').click();
  await page.keyboard.type('Tafsir Ibnu Katsir');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jilid 5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('Rujukan hadits');
  await page.keyboard.press('Shift+Home');
  // The editor reads a keyboard selection from the browser's selectionchange event: wait for it.
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('Rujukan hadits');
  page.once('dialog', (d) => void d.accept('https://sunnah.com/muslim:223'));
  await tool(page, 'Tautan').click();
  await expect(editor(page).getByRole('link', { name: 'Rujukan hadits' })).toHaveAttribute('href', 'https://sunnah.com/muslim:223');
  // The link dialog leaves 'Rujukan hadits' selected: an Enter the editor takes while it still
  // holds that selection replaces the text. Wait for the caret to be at its end first.
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(editor(page).locator(':scope > ul > li')).toHaveCount(3); // Tafsir, Rujukan and the new item
  await expect(editor(page).getByRole('link', { name: 'Rujukan hadits' })).toBeVisible();
  await page.keyboard.press('Enter');
  await tool(page, 'Daftar bernomor').click();
  await page.keyboard.type('Fitnah agama');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fitnah harta');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool(page, 'Kutipan').click();
  await page.keyboard.type('Barangsiapa membaca Al-Kahfi');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool(page, 'Blok kode').click();
  await page.keyboard.type('QS 18:10');
  // What the editor shows is what gets saved and exported.
  await expect(editor(page).locator('pre')).toHaveText('QS 18:10');
  await expect(editor(page).locator('ul ul li')).toHaveText('Jilid 5');
  await expect(editor(page).locator('ol li')).toHaveText(['Fitnah agama', 'Fitnah harta']);
  await page.getByRole('button', { name: 'Simpan Catatan' }).click();
  await expect(page.getByText('Catatan kajian berhasil disimpan!')).toBeVisible();

  await page.goto('/journal');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh catatan saya' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('catatan-kajian.md');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const md = Buffer.concat(chunks).toString('utf8');
  for (const want of [
    '#### Empat Fitnah',
    '**tebal** *miring* ~~coret~~',
    '- Tafsir Ibnu Katsir',
    '  - Jilid 5',
    '- [Rujukan hadits](https://sunnah.com/muslim:223)',
    '1. Fitnah agama\n2. Fitnah harta',
    '> Barangsiapa membaca Al-Kahfi',
    '```\nQS 18:10\n```',
  ]) {
    expect(md, md).toContain(want);
  }
  expect(md).not.toContain('<p>');
});
