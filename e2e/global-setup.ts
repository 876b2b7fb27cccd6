// Starts the real binary (../bin/kajian serve) on a temporary database, blob folder and mail
// folder, and waits until GET /readyz answers 200. global-teardown.ts stops it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CALENDAR_HOST, startCalendarServer } from './calendar-server';
import { REPO_DIR, baseUrl } from './env';

const READY_TIMEOUT_MS = 30_000;

declare global {
  var kajianServer: ChildProcess | undefined;
  var fakeOidc: ChildProcess | undefined;
  var calendarServer: Server | undefined;
}

/**
 * startFakeOidc builds and starts cmd/fake-oidc (the fake Google of internal/auth/oidctest) on
 * a free port and returns its issuer URL, which it prints on its first line once listening.
 */
async function startFakeOidc(dir: string): Promise<string> {
  const binary = join(dir, 'fake-oidc');
  execFileSync('go', ['build', '-o', binary, './cmd/fake-oidc'], { cwd: REPO_DIR, stdio: 'inherit' });
  const log = openSync(join(dir, 'fake-oidc.log'), 'a');
  const oidc = spawn(binary, ['-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', log] });
  globalThis.fakeOidc = oidc;
  process.env.KAJIAN_E2E_OIDC_PID = String(oidc.pid);
  return new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('fake-oidc did not print its issuer within 10 s'));
    }, 10_000);
    let buffered = '';
    oidc.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) {
        clearTimeout(timer);
        resolvePromise(line.trim());
      }
    });
    oidc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fake-oidc exited (${String(code)}) before it was ready`));
    });
  });
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilReady(url: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`kajian serve exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${logTail(log)}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `GET /readyz answered ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`kajian serve was not ready within ${READY_TIMEOUT_MS / 1000} s (${last}):\n${logTail(log)}`);
}

export default async function globalSetup(): Promise<void> {
  const url = baseUrl();
  if (process.env.KAJIAN_E2E_START_SERVER !== '1') {
    console.log(`e2e: using the server already running at ${url}`);
    return;
  }

  const binary = resolve(process.env.KAJIAN_BIN ?? join(REPO_DIR, 'bin/kajian'));
  if (!existsSync(binary)) {
    throw new Error(`${binary} is missing: run \`make build\` in the repository first`);
  }

  const dir = mkdtempSync(join(tmpdir(), 'kajian-e2e-'));
  const uploads = join(dir, 'uploads');
  const mail = join(dir, 'mail');
  mkdirSync(uploads);
  mkdirSync(mail);
  const log = join(dir, 'server.log');
  const out = openSync(log, 'a');

  const databaseUrl = `sqlite:${join(dir, 'kajian.db')}`;
  // Web Push keys for this run, as an operator makes them (`kajian vapid generate`).
  const vapid = Object.fromEntries(
    execFileSync(binary, ['vapid', 'generate'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );
  // Google sign-in against the fake provider (client id and secret are its defaults).
  const issuer = await startFakeOidc(dir);
  process.env.KAJIAN_E2E_OIDC_ISSUER = issuer;
  // A masjid's calendar to import, reached only through the tests-only setting below.
  const calendar = await startCalendarServer();
  globalThis.calendarServer = calendar.server;
  process.env.KAJIAN_E2E_CALENDAR_URL = `http://${CALENDAR_HOST}`;
  const server = spawn(binary, ['serve'], {
    cwd: dir,
    env: {
      ...process.env,
      KAJIAN_ADDR: new URL(url).host,
      KAJIAN_BASE_URL: url,
      KAJIAN_DATABASE_URL: databaseUrl,
      KAJIAN_STORAGE_URL: `file://${uploads}`,
      KAJIAN_MAIL_URL: `file://${mail}`,
      KAJIAN_DEMO: '1',
      // The browser tests sign up and sign in far more often than one person could.
      KAJIAN_UNLIMITED_CLIENTS: '127.0.0.1,::1',
      KAJIAN_GOOGLE_ISSUER: issuer,
      KAJIAN_GOOGLE_CLIENT_ID: 'kajian-test-client',
      KAJIAN_GOOGLE_CLIENT_SECRET: 'kajian-test-secret',
      // Tests only: imports from http://kalender-masjid.test reach the calendar server above.
      KAJIAN_IMPORT_TEST_CALENDAR: `${CALENDAR_HOST}=127.0.0.1:${String(calendar.port)}`,
      // Tests only: push subscriptions may name the reminders test's fake push service on 127.0.0.1.
      KAJIAN_PUSH_TEST_LOOPBACK: '1',
      ...vapid,
    },
    stdio: ['ignore', out, out],
  });
  globalThis.kajianServer = server;
  process.env.KAJIAN_E2E_PID = String(server.pid);
  process.env.KAJIAN_E2E_TMPDIR = dir;
  process.env.KAJIAN_E2E_MAIL_DIR = mail;
  process.env.KAJIAN_E2E_BIN = binary;
  process.env.KAJIAN_E2E_DATABASE_URL = databaseUrl;
  process.env.KAJIAN_E2E_LOG = log;
  process.env.KAJIAN_E2E_VAPID_PUBLIC_KEY = vapid.KAJIAN_VAPID_PUBLIC_KEY;

  try {
    await waitUntilReady(url, server, log);
  } catch (error) {
    server.kill('SIGKILL');
    globalThis.fakeOidc?.kill('SIGKILL');
    throw error;
  }
  console.log(`e2e: kajian serve ready at ${url} (data in ${dir})`);
}
