// A fake Web Push service for browser journeys (reminders, cancellations): it decrypts what the
// server sends to a subscription on it, and makes a headless browser's PushManager subscribe there.
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { baseUrl, expect, type Account } from './fixtures';
import { unique } from './posting-helpers';

/** A browser's push subscription keys, and the fake push service that decrypts for them. */
export class FakePushService {
  readonly key = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly received: { title: string; body: string; url: string; tag?: string; raw: string; ttl: string; urgency: string; vapid: string }[] = [];
  private server!: Server;
  endpoint = '';

  constructor() {
    this.key.generateKeys();
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const raw = this.decrypt(Buffer.concat(chunks));
          const m = JSON.parse(raw) as { title: string; body: string; url: string; tag?: string };
          this.received.push({
            ...m,
            raw,
            ttl: String(req.headers.ttl),
            urgency: String(req.headers.urgency),
            vapid: String(req.headers.authorization),
          });
          res.statusCode = 201;
        } catch (error) {
          res.statusCode = 400;
          res.end(String(error));
          return;
        }
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/push/${unique()}`;
  }

  stop(): void {
    this.server.close();
  }

  get p256dh(): string {
    return this.key.getPublicKey().toString('base64url');
  }

  /** decrypt reads an aes128gcm body (RFC 8188) encrypted for these keys (RFC 8291). */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idlen = body[20] ?? 0;
    const sender = body.subarray(21, 21 + idlen);
    const cipherText = body.subarray(21 + idlen);
    const shared = this.key.computeSecret(sender);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), this.key.getPublicKey(), sender]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    let end = plain.length;
    while (end > 0 && plain[end - 1] === 0) end--;
    if (plain[end - 1] !== 2) throw new Error('no last-record delimiter');
    return plain.subarray(0, end - 1).toString('utf8');
  }

  async waitFor(title: string): Promise<FakePushService['received'][number]> {
    await expect.poll(() => this.received.map((m) => m.title), { timeout: 30_000 }).toContain(title);
    const found = this.received.find((m) => m.title === title);
    if (!found) throw new Error(`no push titled ${title}`);
    return found;
  }
}

/**
 * fakeBrowserPush makes this browser's PushManager hand out a subscription on the fake service:
 * headless Chromium has no push service of its own. Everything else (permission, the service
 * worker, the app's calls) is the browser's.
 */
export async function fakeBrowserPush(context: BrowserContext, svc: FakePushService): Promise<void> {
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const sub = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => Promise.resolve(true),
      };
      PushManager.prototype.subscribe = function () {
        localStorage.setItem('e2e-push', '1');
        return Promise.resolve(sub as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        return Promise.resolve(localStorage.getItem('e2e-push') ? (sub as unknown as PushSubscription) : null);
      };
    },
    { endpoint: svc.endpoint, p256dh: svc.p256dh, auth: svc.auth.toString('base64url') },
  );
}

/** apiAs is an API client signed in as the account. */
export async function apiAs(account: Account): Promise<APIRequestContext> {
  const api = await httpRequest.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/v1/auth/signin', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}
