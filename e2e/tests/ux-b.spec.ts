import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, screenshot, signIn, test } from '../fixtures';
import { daysAhead, unique } from '../posting-helpers';

const DEMO_ADMIN = { email: 'admin@kajiankita.id', password: 'admin12345', name: 'Admin Kajian Kita', role: 'admin' as const };

/** postPending posts a one-off session as the signed-in user of `request`; it waits for approval. */
async function postPending(request: APIRequestContext, title: string): Promise<{ id: string; slug: string }> {
  const response = await request.post('/api/v1/postings', {
    data: {
      kajian_type: 'regular',
      title,
      timezone_region: 'WIB',
      speakers: [{ name: 'Ustadz Penguji', is_main_speaker: true, speaker_order: 1 }],
      date: daysAhead(6),
      time: '16:00',
      is_online: true,
      live_stream_url: 'https://www.youtube.com/live/uji',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { kajian: { id: string; slug: string } }).kajian;
}

test.describe('finishing touches', () => {
  test('a rejected posting is fixed and sent again for approval with Ajukan ulang', async ({ page, browser }) => {
    const author = createAccount({ name: 'Penulis Ajukan Ulang' });
    await signIn(page, author);
    const title = `Kajian Ajukan Ulang ${unique()}`;
    const posted = await postPending(page.request, title);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);
    const rejected = await admin.request.post(`/api/v1/admin/approvals/regular/${posted.id}/reject`, {
      data: { reason: 'Nama masjid belum ditulis.' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    await page.goto('/my-kajian');
    const card = page.locator('article', { hasText: title });
    await expect(card.getByText('Ditolak', { exact: true })).toBeVisible();
    await expect(card.getByText('Nama masjid belum ditulis.')).toBeVisible();
    // The time reads one way: '16.00 WIB'.
    await expect(card.getByText('16.00 WIB', { exact: true })).toBeVisible();
    await screenshot(page, 'ux-b-rejected-posting');
    await card.getByRole('button', { name: `Ajukan ulang ${title}` }).click();
    await expect(page.getByText('Kajian diajukan ulang dan menunggu persetujuan admin')).toBeVisible();
    await expect(card.getByText('Menunggu', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Ajukan ulang/ })).toHaveCount(0);

    // The admin finds it in the queue again, and the dashboard tells the story.
    await admin.goto('/admin/approvals');
    await expect(admin.getByRole('heading', { name: title })).toBeVisible();
    await admin.goto('/admin/dashboard');
    await expect(admin.getByText(`mengajukan ulang kajian \u201c${title}\u201d yang ditolak`)).toBeVisible();
    await adminContext.close();
  });

  test('the home sort chosen is remembered on the next visit', async ({ page }) => {
    const near = '/?lat=-6.2&lng=106.8167';
    await page.goto(near);
    const sort = page.getByRole('radiogroup', { name: 'Urutan' });
    await expect(sort.getByRole('radio', { name: 'Jarak Terdekat' })).toBeChecked();
    await sort.getByRole('radio', { name: 'Semua Kajian' }).click();
    await expect(sort.getByRole('radio', { name: 'Semua Kajian' })).toBeChecked();
    // A new visit from the same place, without the choice in its link, keeps it.
    await page.goto(near);
    await expect(page.getByRole('radiogroup', { name: 'Urutan' }).getByRole('radio', { name: 'Semua Kajian' })).toBeChecked();
  });

  test('an unknown path answers 404 with Halaman Tidak Ditemukan', async ({ page, consoleErrors }) => {
    const response = await page.goto('/halaman/yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    await screenshot(page, 'ux-b-not-found');
    // The browser notes the page's own 404, as it should.
    const i = consoleErrors.findIndex((e) => e.includes('status of 404'));
    if (i >= 0) consoleErrors.splice(i, 1);
    const known = await page.goto('/feedback');
    expect(known?.status()).toBe(200);
  });

  test('a public profile page carries the person’s name before any script runs', async ({ request }) => {
    const list = (await (await request.get('/api/v1/kajian?type=regular&limit=1')).json()) as {
      items: { created_by: string }[];
    };
    const id = list.items[0]?.created_by ?? '';
    const profile = (await (await request.get(`/api/v1/profiles/${id}`)).json()) as { full_name: string };
    const html = await (await request.get(`/profile/${id}`)).text();
    expect(html).toContain(`<title>${profile.full_name} · Kajian Kita</title>`);
    expect(html).toContain(`<meta property="og:title" content="${profile.full_name}" />`);
  });

  test('admins are not invited to post as visitors are; the follow list and push controls have words', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Kajian' })).toBeVisible();
    await expect(page.getByText('Punya info kajian?')).toHaveCount(0);
    await screenshot(page, 'ux-b-home-admin');
  });
});
