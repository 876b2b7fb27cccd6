import { createAccount, expect, test } from '../fixtures';
import { daysAhead, unique, viewShot } from '../posting-helpers';

// The time shortcuts on home, on a phone (390×844): 'Besok' lists only tomorrow's sessions, by the
// date each card shows, is kept in the link, and a reload keeps it.

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/**
 * The ways a card says a date: a one-off's '29 November 2026', a weekly one's 'Selanjutnya: 29 Nov',
 * or a weekly one's date cancelled, which stays listed at its slot until its time: 'Dibatalkan 29 Nov'.
 */
function cardDates(isoDate: string): string[] {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] ?? '';
  const short = `${String(d)} ${month.slice(0, 3)}`;
  return [`${String(d)} ${month} ${String(y)}`, `Selanjutnya: ${short}`, `Dibatalkan ${short}:`];
}

test("'Besok' lists only tomorrow's sessions, in the link and after a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  // An admin's postings are public at once: one tomorrow, one the day after.
  const admin = createAccount({ name: 'Admin Waktu', role: 'admin' });
  expect((await request.post('/api/v1/auth/signin', { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
  const u = unique();
  for (const [title, date] of [
    [`Kajian Besok ${u}`, daysAhead(1)],
    [`Kajian Lusa ${u}`, daysAhead(2)],
  ] as const) {
    const posted = await request.post('/api/v1/postings', {
      data: {
        kajian_type: 'regular',
        title,
        timezone_region: 'WIB',
        speakers: [{ name: 'Ustadz Penguji', is_main_speaker: true, speaker_order: 1 }],
        date,
        time: '19:30',
        is_online: true,
        live_stream_url: 'https://www.youtube.com/live/uji',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }

  await page.goto('/');
  const chips = page.getByRole('group', { name: 'Waktu kajian' });
  await expect(chips.getByRole('button')).toHaveText(['Hari ini', 'Besok', 'Pekan ini', 'Akhir pekan']);
  await chips.getByRole('button', { name: 'Besok' }).click();
  await expect(page).toHaveURL(/[?&]waktu=besok(&|$)/);
  await expect(chips.getByRole('button', { name: 'Besok' })).toHaveAttribute('aria-pressed', 'true');

  const dates = cardDates(daysAhead(1));
  const checkList = async () => {
    const cards = page.getByTestId('kajian-card');
    await expect(cards.filter({ hasText: `Kajian Besok ${u}` })).toHaveCount(1);
    await expect(cards.filter({ hasText: `Kajian Lusa ${u}` })).toHaveCount(0);
    // Every session the count names is loaded (the list pages as it scrolls), each tomorrow.
    const total = Number((await page.getByTestId('jumlah-kajian').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        await cards.last().scrollIntoViewIfNeeded();
        return cards.count();
      })
      .toBe(total);
    for (const text of await cards.allInnerTexts()) {
      expect(dates.some((d) => text.includes(d)), text).toBe(true);
    }
  };
  await checkList();
  await chips.getByRole('button', { name: 'Besok' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/waktu-besok.png', animations: 'disabled' });
  await viewShot(page, 'waktu-besok');

  await page.reload();
  await expect(page).toHaveURL(/[?&]waktu=besok(&|$)/);
  await expect(page.getByRole('group', { name: 'Waktu kajian' }).getByRole('button', { name: 'Besok' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkList();

  // Pressed again, the chip lets go, and leaves the link.
  await chips.getByRole('button', { name: 'Besok' }).click();
  await expect(page).not.toHaveURL(/waktu=/);
  await expect(chips.getByRole('button', { name: 'Besok' })).toHaveAttribute('aria-pressed', 'false');
});
