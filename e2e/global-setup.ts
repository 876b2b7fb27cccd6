// Starts the real binary (../bin/kajian serve) on a temporary database, blob folder and mail
// folder, and waits until GET /readyz answers 200. global-teardown.ts stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_DIR, baseUrl } from './env';

const READY_TIMEOUT_MS = 30_000;

declare global {
  var kajianServer: ChildProcess | undefined;
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

  try {
    await waitUntilReady(url, server, log);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  console.log(`e2e: kajian serve ready at ${url} (data in ${dir})`);
}
