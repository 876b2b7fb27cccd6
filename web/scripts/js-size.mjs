// Reports the JavaScript a phone downloads on a cold first visit to the home page, gzip-compressed,
// and fails above the budgets (DESIGN §7b: 150 KB). Two figures:
// - the entry: index.html's entry script and the modules it preloads (every route pays this);
// - the home page: the entry, plus the home route's chunks the server adds to its HTML as module
//   preloads (dist/preloads.json, build/route-preloads.ts: each lazy page module and its static
//   imports), plus public/start.js. This is what a cold load fetches before the page is idle (the
//   service worker's workbox-window is in the entry); chunks loaded on demand (dialogs, the map,
//   the install prompt's panel, sonner once the page is idle) are not in it.
// `npm run build` runs it last, so a build over budget fails.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ENTRY_BUDGET_KB = 150;
// The home page's cold load was 192 KB (issue 33), then 163 KB; 149 KB since tailwind-merge went
// and the entry became one file (docs/performance.md).
const HOME_BUDGET_KB = 150;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
const preloads = JSON.parse(readFileSync(join(dist, 'preloads.json'), 'utf8'));
const home = [...entry, '/start.js', ...preloads['/']];

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

let failed = false;
for (const [name, files, budget] of [
  ['entry (every route)', entry, ENTRY_BUDGET_KB],
  ['home page, cold load', home, HOME_BUDGET_KB],
]) {
  const unique = [...new Set(files)];
  const sizes = unique.map((file) => [file, gzipped(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${name}:`);
  for (const [file, size] of sizes.slice(0, 8)) console.log(`${kb(size)} KB  ${file}`);
  if (sizes.length > 8) console.log(`          … ${sizes.length - 8} more files`);
  console.log(`${kb(total)} KB  over ${unique.length} files, gzip (budget ${budget} KB)`);
  if (total / 1024 > budget) {
    console.error(`Initial JavaScript of the ${name} is over budget.`);
    failed = true;
  }
}
if (failed) process.exit(1);
