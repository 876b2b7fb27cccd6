import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';

// 'Catatan Saya' at the masjid without a signal: after one visit online the list and each note
// opened stay readable offline, with the line the home list uses, and a session page read before
// shows its public notes instead of 'Gagal memuat'.

interface Kajian {
  id: string;
  path: string;
  title: string;
  is_past: boolean;
}

async function upcomingOneOff(request: APIRequestContext): Promise<Kajian> {
  const response = await request.get('/api/v1/kajian?type=regular&limit=50');
  expect(response.status()).toBe(200);
  const target = ((await response.json()) as { items: Kajian[] }).items.find((k) => !k.is_past);
  if (!target) throw new Error('the demo data has no upcoming one-off session');
  return target;
}

/** controlled waits until the service worker controls the page (it serves the app offline). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('own notes and a read page\'s public notes stay readable offline', async ({ page, context, consoleErrors }) => {
  test.setTimeout(120_000);
  await serveBlankTiles(page);
  await signIn(page, createAccount({ name: 'Jamaah Catatan Luring' }));
  const session = await upcomingOneOff(page.request);
  const rsvp = await page.request.put(`/api/v1/kajian/${session.path.split('/').pop() ?? ''}/rsvp`, { data: { status: 'hadir' } });
  expect(rsvp.status(), await rsvp.text()).toBe(200);
  const created = await page.request.post('/api/v1/journal', {
    data: {
      kajian_id: session.id,
      attendance_date: new Date().toISOString().slice(0, 10),
      notes: '<p>Sabar itu <strong>cahaya</strong> di masjid tanpa sinyal</p>',
      tags: ['sabar'],
      visibility: 'public',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const noteId = ((await created.json()) as { note: { id: string } }).note.id;

  // Online once: the list, the note and the session page.
  await page.goto('/journal');
  await expect(page.getByRole('link', { name: session.title }).first()).toBeVisible();
  await controlled(page);
  await page.goto(`/journal/${noteId}`);
  await expect(page.getByText('di masjid tanpa sinyal')).toBeVisible();
  await page.goto(session.path);
  await expect(page.getByRole('region', { name: /Catatan Publik/ }).getByText('di masjid tanpa sinyal')).toBeVisible();

  await context.setOffline(true);

  await page.goto('/journal');
  await expect(page.getByText(/Anda sedang offline\. Data terakhir diperbarui/)).toBeVisible();
  await expect(page.getByRole('link', { name: session.title }).first()).toBeVisible();
  await expect(page.getByText('Gagal memuat catatan kajian')).toHaveCount(0);
  await screenshot(page, 'journal-offline-list-phone');

  await page.goto(`/journal/${noteId}`);
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  await expect(page.getByText('di masjid tanpa sinyal')).toBeVisible();
  await expect(page.getByText(/Anda sedang offline\. Data terakhir diperbarui/)).toBeVisible();
  await screenshot(page, 'journal-offline-note-phone');

  await page.goto(session.path);
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  const notes = page.getByRole('region', { name: /Catatan Publik/ });
  await expect(notes.getByText('di masjid tanpa sinyal')).toBeVisible();
  await expect(notes.getByText(/Gagal memuat/)).toHaveCount(0);
  await screenshot(page, 'journal-offline-session-phone');

  // The browser logs each request it could not send while offline; those are expected, nothing else is.
  await context.setOffline(false);
  const unexpected = consoleErrors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
