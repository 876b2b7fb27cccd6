// Draws the app icons (favicon, PWA icons, maskable icon, Apple touch icon) from one SVG
// drawing with headless Chromium, and packs favicon.ico. Run by hand (`npm run icons`)
// when the logo changes; the PNGs are committed, so builds never need a browser.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = resolve(here, '../public');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

const defs = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#059669"/>
      <stop offset="1" stop-color="#065f46"/>
    </linearGradient>
    <mask id="moon">
      <rect width="512" height="512" fill="#fff"/>
      <circle cx="284" cy="124" r="50" fill="#000"/>
    </mask>
  </defs>`;

// A crescent over an open book: study (kajian) in the evening after Maghrib.
const mark = `
  <circle cx="256" cy="142" r="58" fill="#fcd34d" mask="url(#moon)"/>
  <path d="M246 404c-40-26-94-34-144-26V238c50-8 104 0 144 26z" fill="#ffffff"/>
  <path d="M266 404c40-26 94-34 144-26V238c-50-8-104 0-144 26z" fill="#d1fae5"/>`;

/** @param {{ radius: number, scale: number }} o */
function svg({ radius, scale }) {
  const offset = 256 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}
  <rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}
  </g>
</svg>
`;
}

const rounded = svg({ radius: 112, scale: 1 });
// Maskable icons may be cut to a circle of 80% of the size: full bleed, mark inside the safe zone.
const maskable = svg({ radius: 0, scale: 0.72 });
// iOS rounds the corners itself and shows transparency as black.
const apple = svg({ radius: 0, scale: 0.86 });

const work = mkdtempSync(join(tmpdir(), 'kajian-icons-'));

function render(svgText, size, out) {
  const svgPath = join(work, `icon-${size}.svg`);
  const htmlPath = join(work, `icon-${size}.html`);
  writeFileSync(svgPath, svgText);
  writeFileSync(
    htmlPath,
    `<!doctype html><html><body style="margin:0;background:transparent">` +
      `<img src="file://${svgPath}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${out}`,
      `file://${htmlPath}`,
    ],
    { stdio: 'ignore' },
  );
  const png = readFileSync(out);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width !== size || height !== size) {
    throw new Error(`${out}: got ${width}x${height}, want ${size}x${size}`);
  }
  return png;
}

// An .ico file may hold PNG images directly (Windows Vista and later, every browser).
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

try {
  writeFileSync(join(publicDir, 'favicon.svg'), rounded);
  render(rounded, 192, join(publicDir, 'icons/icon-192.png'));
  render(rounded, 512, join(publicDir, 'icons/icon-512.png'));
  render(maskable, 512, join(publicDir, 'icons/icon-maskable-512.png'));
  render(apple, 180, join(publicDir, 'apple-touch-icon.png'));
  const png32 = render(rounded, 32, join(work, 'favicon-32.png'));
  const png48 = render(rounded, 48, join(work, 'favicon-48.png'));
  writeFileSync(
    join(publicDir, 'favicon.ico'),
    ico([
      { size: 32, png: png32 },
      { size: 48, png: png48 },
    ]),
  );
  console.log('icons written to', publicDir);
} finally {
  rmSync(work, { recursive: true, force: true });
}
