// Writes dist/prerender/home.html: the home page as a first-time visitor's browser first
// renders it (src/entry-prerender.tsx), which the server puts in the page for such visitors
// so the first screen paints before the JavaScript has run. Runs after `vite build`.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(web, 'node_modules/.prerender');

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/entry-prerender.tsx', outDir: out, emptyOutDir: true, rollupOptions: { output: { format: 'esm' } } },
});
const { prerender } = await import(pathToFileURL(join(out, 'entry-prerender.js')).href);
const html = await prerender('/');
if (!html.includes('Jadwal Kajian')) throw new Error('prerender: the home page did not render');
if (!html.includes('<!--kartu-awal-->')) throw new Error('prerender: the home page has no slot for its first cards');
await mkdir(join(web, 'dist/prerender'), { recursive: true });
await writeFile(join(web, 'dist/prerender/home.html'), html);
await rm(out, { recursive: true, force: true });
console.log(`prerender: dist/prerender/home.html (${(html.length / 1024).toFixed(1)} KB)`);
// Nothing else is left to do; a timer the app started must not hold the build.
process.exit(0);
