// First card on a first visit to / over a slow phone connection: 1.6 Mbps down, 750 kbps up,
// 150 ms round trip, the CPU slowed 4x (Chrome DevTools protocol throttling), cold cache.
// Prints each run's time from navigation start to the first kajian card painted visible, and
// the median. Run through scripts/firstload.sh (make firstload).
import { chromium } from '@playwright/test';

const base = process.argv[2];
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const times = [];
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Map tiles are not part of the first screen and cannot be reached here.
  await page.route('https://*.tile.openstreetmap.org/**', (r) => r.abort());
  // The moment the first card enters the page, taken in the page itself (not when the test
  // notices it), and the first paint after it.
  await page.addInitScript(() => {
    const seen = () => {
      if (!document.querySelector('[data-testid="kajian-card"]')) return false;
      const at = performance.now();
      requestAnimationFrame(() => {
        window.__firstCard = at;
      });
      return true;
    };
    new MutationObserver((_, observer) => {
      if (seen()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(base + '/', { waitUntil: 'commit' });
  await page.getByTestId('kajian-card').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => window.__firstCard !== undefined);
  const ms = await page.evaluate(() => window.__firstCard);
  // The first paint with content: the card cannot have shown before it.
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const at = Math.max(ms, fcp);
  times.push(at);
  console.log(`run ${run}: first card visible at ${Math.round(at)} ms (first contentful paint ${Math.round(fcp)} ms)`);
  await context.close();
}
await browser.close();
times.sort((a, b) => a - b);
console.log(`median ${Math.round(times[Math.floor(times.length / 2)])} ms over ${times.length} runs`);
