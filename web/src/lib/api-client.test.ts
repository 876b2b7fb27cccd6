import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, api, apiRequest } from '@/lib/api-client';

function respond(body: BodyInit | null, status: number, contentType = 'application/json') {
  const fake = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
  vi.stubGlobal('fetch', fake);
  return fake;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('parses the server error shape into ApiError{status, code, message, field}', async () => {
    respond(
      JSON.stringify({
        error: { code: 'validation_failed', message: 'Nama harus diisi', field: 'full_name' },
      }),
      422,
    );
    const error = await failure(
      api.post('/auth/signup', { body: { full_name: '', email: 'a@b.id', password: 'rahasia' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Nama harus diisi');
    expect(error.field).toBe('full_name');
  });

  it('keeps per-field problems when the server sends them', async () => {
    respond(
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Periksa kembali isian Anda',
          fields: { title: 'Judul harus diisi', time: 'Waktu harus diisi untuk kajian rutin' },
        },
      }),
      400,
    );
    const error = await failure(apiRequest('/postings', { method: 'POST', body: {} }));
    expect(error.field).toBeUndefined();
    expect(error.fields).toEqual({
      title: 'Judul harus diisi',
      time: 'Waktu harus diisi untuk kajian rutin',
    });
  });

  it('falls back to the status when the error body is not the API shape', async () => {
    respond('<html>Bad Gateway</html>', 502, 'text/html');
    const error = await failure(api.get('/kajian'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.message).toBe('Terjadi kesalahan');

    respond(JSON.stringify({ message: 'nope' }), 500);
    const other = await failure(api.get('/kajian'));
    expect(other.code).toBe('http_500');
  });

  it('sends JSON with the session cookie (same-origin) under /api/v1', async () => {
    const fake = respond(JSON.stringify({ ok: true, email: 'a@b.id' }), 200);
    const result = await api.post('/auth/password/forgot', { body: { email: 'a@b.id' } });
    expect(result).toEqual({ ok: true, email: 'a@b.id' });
    const [url, init] = fake.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/password/forgot');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@b.id"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('adds query parameters, skipping empty ones and repeating lists', async () => {
    const fake = respond(JSON.stringify({ items: [], total: 0, page: 1, page_size: 9, tags: [] }), 200);
    await api.get('/kajian', { query: { q: 'tafsir', limit: 6, cursor: undefined, type: undefined } });
    expect(fake.mock.calls[0]?.[0]).toBe('/api/v1/kajian?q=tafsir&limit=6');
    await api.get('/profiles/{userId}/notes', { params: { userId: 'u1' }, query: { tag: ['fiqih', 'adab'], page: 2 } });
    expect(fake.mock.calls[1]?.[0]).toBe('/api/v1/profiles/u1/notes?tag=fiqih&tag=adab&page=2');
  });

  it('fills path parameters, encoding each segment', async () => {
    const fake = respond(JSON.stringify({ ok: true, deleted: true }), 200);
    await api.delete('/posters/{key}', { params: { key: 'u1/regular/poster ke 1.png' } });
    expect(fake.mock.calls[0]?.[0]).toBe('/api/v1/posters/u1/regular/poster%20ke%201.png');
    await api.get('/kajian/{slug}', { params: { slug: 'a/../b?c' } });
    expect(fake.mock.calls[1]?.[0]).toBe('/api/v1/kajian/a%2F..%2Fb%3Fc');
  });

  it('returns undefined for 204 No Content', async () => {
    respond(null, 204);
    await expect(apiRequest('/profile/location', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports a network failure as network_error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(api.get('/kajian'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });

  it('gives up after 30 s with a timeout error, not before', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            });
          }),
      ),
    );
    const result = failure(apiRequest('/kajian'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    const error = await result;
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(error.status).toBe(0);
    expect(error.code).toBe('timeout');
  });

  it("passes a caller's cancellation through as an abort, not an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            });
          }),
      ),
    );
    const controller = new AbortController();
    const request = apiRequest('/kajian', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
