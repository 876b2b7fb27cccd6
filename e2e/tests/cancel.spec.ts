// Cancellation, visible (issue 31), on the real binary at 390×844: an admin cancels one date of a
// weekly session with a reason from its page; the page and its card on home (searched by title)
// say 'Dibatalkan {date}: {reason}', and the attendee who said 'hadir' to that date gets the
// change notice on their browser's push subscription.
import { createAccount, expect, screenshot, serveBlankTiles, signIn, test } from '../fixtures';
import { unique } from '../posting-helpers';
import { apiAs, FakePushService } from '../push-helpers';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** tomorrowWib is tomorrow's date in WIB (YYYY-MM-DD) and its weekday (0 Ahad). */
function tomorrowWib(): { date: string; day: number } {
  const t = new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000);
  return { date: t.toISOString().slice(0, 10), day: t.getUTCDay() };
}

/** shortDate: '2026-11-28' → '28 Nov', as the card says it. */
function shortDate(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${String(d)} ${MONTHS[(m ?? 1) - 1] ?? ''}`;
}

test('an admin cancels one date of a weekly session: the badge on its page and card, the attendee’s notice', async ({ page }) => {
  test.setTimeout(120_000);
  await serveBlankTiles(page);
  const svc = new FakePushService();
  await svc.start();
  try {
    const adminAccount = createAccount({ name: 'Admin Pembatalan', role: 'admin' });
    const admin = await apiAs(adminAccount);
    const title = `Kajian Rutin Batal ${unique()}`;
    const { date, day } = tomorrowWib();
    const created = await admin.post('/api/v1/postings', {
      data: {
        kajian_type: 'recurring', title, timezone_region: 'WIB', day_of_week: day, time: '19:30',
        speakers: [{ name: 'Ustadz Pembatalan', is_main_speaker: true, speaker_order: 1 }],
        is_online: false, location: 'Masjid Al-Ikhlas', address: 'Jl. Melati 3, Jakarta Selatan',
        maps_url: '', live_stream_url: '', description: '', contact_person: '', contact_phone: '',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const slug = ((await created.json()) as { kajian: { slug: string } }).kajian.slug;

    // The attendee says 'hadir' to tomorrow's date and takes notices on a push subscription.
    const attendee = await apiAs(createAccount({ name: 'Jamaah Pembatalan' }));
    const rsvp = await attendee.put(`/api/v1/kajian-rutin/${slug}/rsvp`, { data: { status: 'hadir' } });
    expect(rsvp.status(), await rsvp.text()).toBe(200);
    expect(((await rsvp.json()) as { occurrence_date: string }).occurrence_date).toBe(date);
    const sub = await attendee.post('/api/v1/push/subscriptions', {
      data: { endpoint: svc.endpoint, keys: { p256dh: svc.p256dh, auth: svc.auth.toString('base64url') } },
    });
    expect(sub.status(), await sub.text()).toBe(200);

    // The admin cancels it from the page.
    await signIn(page, adminAccount);
    await page.goto(`/kajian-rutin/${slug}`);
    await page.getByRole('button', { name: 'Batalkan Kajian' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: /Tanggal/ })).toHaveValue(date);
    await dialog.getByRole('textbox', { name: /Alasan pembatalan/ }).fill('Ustadz sedang sakit');
    await screenshot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Batalkan Kajian' }).click();
    const label = `Dibatalkan ${shortDate(date)}: Ustadz sedang sakit`;
    await expect(page.getByTestId('cancelled-banner').getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('Dibatalkan', { exact: true })).toBeVisible();
    await screenshot(page, 'cancel-detail');

    // Home keeps it at that date, with the badge.
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Cari kajian' }).fill(title);
    // The search answers with this one session (the list waits for the typing to stop).
    await expect(page.getByTestId('kajian-card')).toHaveCount(1);
    const card = page.getByTestId('kajian-card').filter({ hasText: title });
    await expect(card.getByTestId('cancelled')).toHaveText(label);
    await screenshot(page, 'cancel-home');

    // The attendee's notice.
    const notice = await svc.waitFor(`Dibatalkan: ${title}`);
    expect(notice.body).toContain('pukul 19.30 WIB. Alasan: Ustadz sedang sakit');
    expect(notice.url).toBe(`/kajian-rutin/${slug}`);
    await admin.dispose();
    await attendee.dispose();
  } finally {
    svc.stop();
  }
});
