import { vi } from 'vitest';
import { jsonResponse } from '@/test/app';
import type { Session } from '@/lib/session';

/** A handler answers one route; it gets the decoded JSON body (or undefined) and the URL. */
export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export interface FakeApi {
  /** Every call as "METHOD /path?query" with its JSON body. */
  calls: { route: string; body: unknown }[];
  /** Replace or add a route's handler, e.g. on('POST /api/v1/auth/signin', …). */
  on: (route: string, handler: Handler) => void;
}

/** apiError builds the server's error answer. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return jsonResponse({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

/**
 * fakeApi replaces fetch with a table of routes keyed "METHOD /path" (query ignored). The
 * session route answers `session` unless overridden; unknown routes answer 404.
 */
export function fakeApi(session: Session, routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map<string, Handler>(Object.entries(routes));
  if (!table.has('GET /api/v1/auth/session')) table.set('GET /api/v1/auth/session', () => jsonResponse(session));
  const calls: FakeApi['calls'] = [];
  const fake = vi.fn<typeof fetch>(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route: `${method} ${url.pathname}${url.search}`, body });
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler) return apiError(404, 'not_found', 'Tidak ditemukan');
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fake);
  return {
    calls,
    on: (route, handler) => {
      table.set(route, handler);
    },
  };
}
