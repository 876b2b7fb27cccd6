// Where the browser tests find the server and what they share with it. The port is chosen
// once, in the main Playwright process (playwright.config.ts), and passed to the workers
// through the environment, so the config, the global setup and every test agree on it.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = resolve(E2E_DIR, '..');
export const SCREENSHOT_DIR = resolve(E2E_DIR, 'screenshots');

/** Debian's Chromium; Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this closed network needs: without the background-networking ones Chromium stalls. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * ensureBaseUrl fixes KAJIAN_E2E_BASE_URL for this run: given from outside (a server that is
 * already running, e.g. `vite preview`), or http://127.0.0.1:<free port> for the binary that
 * the global setup starts.
 */
export function ensureBaseUrl(): string {
  if (!process.env.KAJIAN_E2E_BASE_URL) {
    process.env.KAJIAN_E2E_BASE_URL = `http://127.0.0.1:${freePort()}`;
    process.env.KAJIAN_E2E_START_SERVER = '1';
  }
  return process.env.KAJIAN_E2E_BASE_URL;
}

export function baseUrl(): string {
  const url = process.env.KAJIAN_E2E_BASE_URL;
  if (!url) throw new Error('KAJIAN_E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

/** mailDir is the folder where the server writes one .eml file per message (KAJIAN_MAIL_URL=file://…). */
export function mailDir(): string {
  const dir = process.env.KAJIAN_E2E_MAIL_DIR;
  if (!dir) throw new Error('KAJIAN_E2E_MAIL_DIR is not set: the server was not started by the global setup');
  return dir;
}
