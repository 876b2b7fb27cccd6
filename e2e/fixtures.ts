// Shared fixtures and helpers for the browser tests: `test` fails a test on any browser
// console error or uncaught page error; helpers read the server's outgoing mail and save
// screenshots to e2e/screenshots/.
import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_DIR, baseUrl, mailDir } from './env';

export { expect };

export interface Fixtures {
  /** Console errors and uncaught exceptions of the page; the test fails when any remain. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        errors.push(`page error: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { baseUrl, mailDir };

/** A transparent 1x1 PNG, served for every map tile. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** serveBlankTiles answers the map's OpenStreetMap tiles, which the test machine cannot reach. */
export async function serveBlankTiles(page: Page): Promise<void> {
  await page.route('https://*.tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** screenshot saves a full-page PNG to e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

// ---- Accounts -------------------------------------------------------------------------

export interface Account {
  email: string;
  password: string;
  name: string;
  role: 'user' | 'admin';
}

/**
 * createAccount makes a verified account with `kajian user create` on the test server's
 * database (only when the global setup started the server).
 */
export function createAccount(options: { name: string; role?: 'user' | 'admin' }): Account {
  const binary = process.env.KAJIAN_E2E_BIN;
  const databaseUrl = process.env.KAJIAN_E2E_DATABASE_URL;
  if (!binary || !databaseUrl) throw new Error('createAccount needs the server started by the global setup');
  const account: Account = {
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    password: 'rahasia-e2e-123',
    name: options.name,
    role: options.role ?? 'user',
  };
  const args = ['user', 'create', '--email', account.email, '--password', account.password, '--name', account.name, '--verified'];
  if (account.role === 'admin') args.push('--role', 'admin');
  execFileSync(binary, args, { env: { ...process.env, KAJIAN_DATABASE_URL: databaseUrl }, stdio: 'pipe' });
  return account;
}

/** signIn signs the page's browser context in through the API (POST /api/v1/auth/signin). */
export async function signIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/v1/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// ---- Mail ----------------------------------------------------------------------------

export interface Mail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  to: string;
  /** The decoded text of every text/plain and text/html part. */
  text: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** decodeWords decodes RFC 2047 encoded words in headers (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodePart(raw: string): string[] {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodePart(part.replace(/^\n/, '')));
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

export function parseMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const { headers } = splitHeaders(raw);
  return {
    file,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    to: decodeWords(headers.to ?? ''),
    text: decodePart(raw).join('\n'),
  };
}

/** newestMail returns the newest .eml addressed to `address`, or null. */
export function newestMail(address: string): Mail | null {
  const dir = mailDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(dir, name))
    .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
  for (const { file } of files) {
    const mail = parseMail(file);
    if (mail.to.toLowerCase().includes(address.toLowerCase())) return mail;
  }
  return null;
}

/** waitForMail polls the mail folder until a message to `address` arrives (newer than `since`, if given). */
export async function waitForMail(
  address: string,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const mail = newestMail(address);
    if (mail && (!options.since || statSync(mail.file).mtimeMs >= options.since)) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** linkFrom returns the first link in the mail whose URL matches `pattern` (e.g. /verify-email/). */
export function linkFrom(mail: Mail, pattern: RegExp | string): string {
  const links = [...mail.text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) =>
    m[0].replace(/&amp;/g, '&').replace(/[.,;]+$/, ''),
  );
  const link = links.find((url) => (typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url)));
  if (!link) throw new Error(`no link matching ${String(pattern)} in ${mail.file}; links: ${links.join(', ')}`);
  return link;
}
