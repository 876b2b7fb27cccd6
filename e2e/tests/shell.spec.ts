import { createAccount, expect, screenshot, signIn, test } from '../fixtures';

const VISITOR_MENU = ['Beranda', 'Masjid', 'Posting Kajian', 'Catatan Publik', 'Saran & Masukan'];

test.describe('app shell', () => {
  test('loads with the product name, Masuk and Indonesian metadata @desktop', async ({ page }, testInfo) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Kajian Kita' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page).toHaveTitle('Kajian Kita');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    if (testInfo.project.name === 'desktop') {
      const tabs = page.getByRole('navigation', { name: 'Navigasi utama' });
      await expect(tabs.getByRole('link')).toHaveText(VISITOR_MENU);
      await expect(tabs.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
    } else {
      await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    }
    await screenshot(page, `home-${testInfo.project.name}`);
  });

  test('a first visit shows the home list with no call before it: the page brings the session and the list', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('kajian-card').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a first visit gets the home page prerendered and the app takes it over as it is', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto('/');
    expect(await response?.text()).toContain('data-prerendered="home"');
    // The prerendered page comes with the server's first cards; the app replaces them with its own.
    await expect(page.getByTestId('daftar-kajian').getByTestId('kajian-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Temukan Kajian Terdekat' })).toBeVisible();
    // It answers: the search narrows the list.
    const total = Number(/(\d+) kajian/.exec((await page.getByTestId('jumlah-kajian').textContent()) ?? '')?.[1]);
    await page.getByRole('searchbox', { name: 'Cari kajian' }).fill('tafsir');
    await expect(async () => {
      const now = Number(/(\d+) kajian/.exec((await page.getByTestId('jumlah-kajian').textContent()) ?? '')?.[1]);
      expect(now).toBeLessThan(total);
    }).toPass();
    // The page loaded before its scripts ran; the service worker registers all the same.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the server's first cards are the app's cards", async ({ page, browser }) => {
    type Card = { text: string; href: string | null; height: number; classes: (string | null)[] };
    const read = (cards: Element[]): Card[] =>
      cards.map((card) => ({
        text: (card as HTMLElement).innerText,
        href: card.querySelector('h3 a')?.getAttribute('href') ?? null,
        height: Math.round(card.getBoundingClientRect().height),
        // Element for element, the same classes: they look and behave alike (focus, hover).
        classes: [card, ...Array.from(card.querySelectorAll('*'))].map((el) => el.getAttribute('class')),
      }));
    // What the page shows before any script has run: the server's cards.
    const { baseURL, viewport, deviceScaleFactor, isMobile, locale, timezoneId } = test.info().project.use;
    const plain = await browser.newContext({ baseURL, viewport, deviceScaleFactor, isMobile, locale, timezoneId, javaScriptEnabled: false });
    const before = await plain.newPage();
    await before.goto('/');
    const server = await before.locator('#kartu-awal [data-testid="kajian-card"]').evaluateAll(read);
    await plain.close();
    expect(server.length).toBeGreaterThan(2);

    // What the app shows once it has taken the page over: its own cards, alike to the pixel.
    await page.goto('/');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page.locator('#kartu-awal')).toHaveCount(0);
    const app = (await page.getByTestId('daftar-kajian').getByTestId('kajian-card').evaluateAll(read)).slice(0, server.length);
    expect(server).toEqual(app);
  });

  test('a browser that put the location card away renders the home page afresh', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => sessionStorage.setItem('kajian_location_card_dismissed', '1'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Atur lokasi untuk kajian terdekat' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Temukan Kajian Terdekat' })).toBeHidden();
    await expect(page.getByTestId('kajian-card').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('serves the manifest in Indonesian with the app icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { lang: string; name: string; icons: { src: string; purpose?: string }[] };
    expect(manifest.lang).toBe('id');
    expect(manifest.name).toBe('Kajian Kita');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('shows Halaman Tidak Ditemukan for an unknown path, with a link home', async ({ page, consoleErrors }) => {
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    // The browser notes the page's own 404, as it should.
    const i = consoleErrors.findIndex((e) => e.includes('status of 404'));
    if (i >= 0) consoleErrors.splice(i, 1);
    await screenshot(page, 'not-found-phone');
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  });

  test('opens the mobile menu with exactly the visitor entries', async ({ page }) => {
    await page.goto('/');
    // The home page arrives prerendered: tap once the app has taken it over.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Kajian Kita' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(VISITOR_MENU);
    await expect(menu.getByRole('link', { name: 'Masuk / Daftar' })).toBeVisible();
    await screenshot(page, 'menu-open-phone');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog', { name: 'Kajian Kita' }).getByRole('link', { name: 'Saran & Masukan' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Saran & Masukan' })).toBeVisible();
  });

  test('a tap on the prerendered page before the app has taken it over is not lost', async ({ page }) => {
    // Hold the app's scripts back, as a slow phone would, until the tap has happened.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Kajian Kita' })).toBeVisible();
  });

  test('text typed into the prerendered search box before the app has taken it over is kept', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: 'Cari kajian' });
    await box.pressSequentially('tafsir');
    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(box).toHaveValue('tafsir');
    await expect(page).toHaveURL(/[?&]q=tafsir/);
  });

  test('sends a visitor from a protected page to /auth with the origin', async ({ page }) => {
    await page.goto('/my-kajian');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-kajian$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test('a user is greeted, sees the user menu, and can sign out', async ({ page }) => {
    const account = createAccount({ name: 'Fulan Pengguna' });
    await signIn(page, account);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Ahlan,')).toBeVisible();
    await expect(header.getByText('Fulan Pengguna')).toBeVisible();
    await expect(header.getByText('Admin', { exact: true })).toHaveCount(0);

    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1); // the prerendered page is live
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Kajian Kita' });
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
      'Beranda',
      'Masjid',
      'Posting Kajian',
      'Kajian Saya',
      'Catatan Saya',
      'Catatan Publik',
      'Saran & Masukan',
    ]);
    await expect(menu.getByText('Masuk / Daftar')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin/approvals');
    await expect(page.getByText('Akses ditolak. Hanya admin yang dapat mengakses halaman ini.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await header.getByRole('button', { name: 'Menu akun Fulan Pengguna' }).click();
    await header.getByRole('button', { name: 'Keluar' }).click();
    await expect(page.getByText('Berhasil keluar!')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
    await page.reload();
    await expect(header.getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  });

  test('an admin sees the Admin badge and only the admin menu @desktop', async ({ page }, testInfo) => {
    const account = createAccount({ name: 'Admin Kajian', role: 'admin' });
    await signIn(page, account);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Admin', { exact: true })).toBeVisible();
    const admin = ['Beranda', 'Masjid', 'Dashboard', 'Persetujuan', 'Kelola Feedback', 'Kelola Catatan', 'Laporan', 'Saran & Masukan'];
    if (testInfo.project.name === 'desktop') {
      const tabs = page.getByRole('navigation', { name: 'Navigasi utama' });
      await expect(tabs.getByRole('link')).toHaveText(admin);
      await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await screenshot(page, 'admin-desktop');
    } else {
      await screenshot(page, 'admin-phone');
      await page.getByRole('button', { name: 'Buka menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Kajian Kita' });
      await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(admin);
      await screenshot(page, 'admin-menu-phone');
    }
  });
});
