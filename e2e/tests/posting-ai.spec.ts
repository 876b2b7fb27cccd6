import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_DIR } from '../env';
import { expect, test } from '../fixtures';
import { drawPoster, expectToast, ignoreFailedResources, postingForm } from '../posting-helpers';

// Reading posters with an OpenAI-compatible provider: this file starts its own fake provider
// (a local HTTP server speaking chat completions) and a second kajian server configured with
// KAJIAN_OPENAI_API_KEY and KAJIAN_OPENAI_BASE_URL pointing at it, on its own database.

const KEY = 'sk-e2e-RAHASIA-000111222';

interface Answer {
  status: number;
  body: string;
}

interface Recorded {
  path: string;
  auth: string;
  body: { model?: string; max_tokens?: number; temperature?: number; messages?: unknown[] };
}

let provider: Server;
let kajian: ChildProcess;
let dir: string;
let origin: string;
let answer: Answer = { status: 500, body: '{}' };
const requests: Recorded[] = [];

function completion(content: string): Answer {
  return {
    status: 200,
    body: JSON.stringify({
      id: 'chatcmpl-e2e',
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      resolveBody(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => {
        resolvePort(port);
      });
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    void readBody(req).then((raw) => {
      let body: Recorded['body'] = {};
      try {
        body = JSON.parse(raw) as Recorded['body'];
      } catch {
        // recorded as empty
      }
      requests.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const providerURL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dir = mkdtempSync(join(tmpdir(), 'kajian-e2e-ai-'));
  const log = join(dir, 'server.log');
  const binary = resolve(process.env.KAJIAN_BIN ?? join(REPO_DIR, 'bin/kajian'));
  kajian = spawn(binary, ['serve'], {
    cwd: dir,
    env: {
      ...process.env,
      KAJIAN_ADDR: `127.0.0.1:${port}`,
      KAJIAN_BASE_URL: origin,
      KAJIAN_DATABASE_URL: `sqlite:${join(dir, 'kajian.db')}`,
      KAJIAN_STORAGE_URL: `file://${join(dir, 'uploads')}`,
      KAJIAN_MAIL_URL: 'log:',
      KAJIAN_DEMO: '1',
      KAJIAN_OPENAI_API_KEY: KEY,
      KAJIAN_OPENAI_BASE_URL: providerURL,
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (kajian.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the AI server did not start:\n${readFileSync(log, 'utf8').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (kajian.exitCode === null) {
    const exited = new Promise((r) => kajian.once('exit', r));
    kajian.kill('SIGTERM');
    await exited;
  }
  await new Promise((r) => provider.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** openForm signs in as the demo user on the AI server and opens the posting form. */
async function openForm(page: Page): Promise<void> {
  const signin = await page.request.post(`${origin}/api/v1/auth/signin`, {
    data: { email: 'demo@kajiankita.id', password: 'demo12345' },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  await page.goto(`${origin}/kajian/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Posting Kajian Baru' })).toBeVisible();
}

async function upload(page: Page, poster: Buffer): Promise<void> {
  await postingForm(page).posterInput.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
  await expectToast(page, 'Poster berhasil diupload!');
}

test('uploading a poster fills the form from the provider\'s answer', async ({ page }) => {
  answer = completion(
    '```json\n' +
      JSON.stringify({
        title: 'Kajian Rutin Tahsin Al-Quran',
        ustaz: 'Ustadz Hanif Abdullah',
        speakers: [{ name: 'Ustadz Hanif Abdullah' }, { name: 'Ustadz Budi Santoso' }],
        date: '',
        time: "Ba'da Isya 19.30 WITA",
        location: 'Masjid Al-Markaz Al-Islami',
        address: 'Jl. Masjid Raya No. 1, Makassar',
        description: 'Belajar membaca Al-Quran dengan tajwid yang benar.',
        contact_person: 'Akh Rahmat',
        contact_phone: '+62 812-4000-5000',
        day_of_week: 'Kamis',
        live_stream_url: 'https://youtube.com/@almarkaz/live',
        timezone_region: 'WITA',
        kajian_type: 'recurring',
        is_online: false,
        confidence: 88,
      }) +
      '\n```',
  );
  await openForm(page);
  const before = requests.length;
  await upload(page, await drawPoster(page, ['TAHSIN AL-QURAN', 'Setiap Kamis']));
  await expectToast(page, 'Formulir diisi dari poster');
  const form = postingForm(page);
  await expect(page.getByRole('radio', { name: /Kajian Rutin/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /Offline/ })).toHaveAttribute('aria-checked', 'true');
  await expect(form.title).toHaveValue('Kajian Rutin Tahsin Al-Quran');
  await expect(form.speaker(1)).toHaveValue('Ustadz Hanif Abdullah');
  await expect(form.speaker(2)).toHaveValue('Ustadz Budi Santoso');
  await expect(page.getByRole('button', { name: 'Jadikan pemateri 1 pemateri utama' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.day).toHaveValue('4');
  // "Ba'da Isya 19.30 WITA": a start after Isya, whose time the server works out per date.
  await expect(page.getByLabel(/^Mulai/)).toHaveValue('isya');
  await expect(page.getByLabel(/^Menit setelah sholat/)).toHaveValue('0');
  await expect(form.zone).toHaveValue('WITA');
  await expect(form.location).toHaveValue('Masjid Al-Markaz Al-Islami');
  await expect(form.address).toHaveValue('Jl. Masjid Raya No. 1, Makassar');
  await expect(form.contactPerson).toHaveValue('Akh Rahmat');
  await expect(form.contactPhone).toHaveValue('+6281240005000');
  await expect(form.stream).toHaveValue('https://youtube.com/@almarkaz/live');
  await expect(form.description).toHaveValue('Belajar membaca Al-Quran dengan tajwid yang benar.');

  // The server called the provider with the spec's settings and the key; the browser never saw it.
  const call = requests[before];
  expect(call?.path).toBe('/v1/chat/completions');
  expect(call?.auth).toBe(`Bearer ${KEY}`);
  expect(call?.body.model).toBe('gpt-4o');
  expect(call?.body.max_tokens).toBe(1000);
  expect(call?.body.temperature).toBe(0.1);
  expect(JSON.stringify(call?.body.messages)).toContain('data:image/');

  // The AI description with the text model.
  answer = completion('Kajian tahsin pekanan bersama Ustadz Hanif Abdullah. Manfaat: 1) ... 2) ... 3) ... Ayo hadir!');
  await page.getByRole('button', { name: 'Buat Deskripsi dengan AI' }).click();
  await expect(form.description).toHaveValue(/^Kajian tahsin pekanan bersama Ustadz Hanif Abdullah/);
  expect(requests.at(-1)?.body.model).toBe('gpt-4o-mini');
});

test('each provider error shows its message', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await openForm(page);
  const poster = await drawPoster(page, ['KAJIAN']);
  const cases: [Answer, string][] = [
    [
      { status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error', code: 'invalid_api_key' } }) },
      'API key OpenAI tidak valid. Silakan periksa konfigurasi.',
    ],
    [
      { status: 429, body: JSON.stringify({ error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } }) },
      'Kuota OpenAI habis. Silakan periksa billing account Anda.',
    ],
    [
      { status: 429, body: JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }) },
      'Terlalu banyak permintaan. Silakan coba lagi dalam beberapa menit.',
    ],
    [{ status: 200, body: JSON.stringify({ choices: [] }) }, 'Tidak ada respons dari AI'],
    [completion('Maaf, poster ini tidak terbaca.'), 'Gagal memproses respons AI. Format respons tidak valid.'],
    [{ status: 500, body: JSON.stringify({ error: { message: 'boom', type: 'server_error', code: null } }) }, 'Gagal menganalisis poster. Silakan coba lagi.'],
  ];
  for (const [reply, message] of cases) {
    answer = reply;
    await upload(page, poster);
    await expectToast(page, message);
    await expect(page.getByText(KEY)).toHaveCount(0);
    // The form stays usable: the poster is kept and nothing was filled.
    await expect(postingForm(page).title).toHaveValue('');
  }
  ignoreFailedResources(consoleErrors, 429, 503);
});
