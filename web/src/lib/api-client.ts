import type { components, paths } from '@/lib/api-types';

/** The server's error body: {"error":{"code","message","field"}}. */
type ErrorBody = components['schemas']['Error'];

/** Every API request gives up after this long (spec: backend request timeout 30 s). */
export const API_TIMEOUT_MS = 30_000;

export const API_BASE = '/api/v1';

const MESSAGE_TIMEOUT = 'Permintaan terlalu lama. Periksa koneksi internet Anda lalu coba lagi.';
const MESSAGE_NETWORK = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
const MESSAGE_UNKNOWN = 'Terjadi kesalahan';

/**
 * ApiError is every failure of an API call: an HTTP error answered by the server
 * (status and the server's code, Indonesian message and field), a timeout (status 0,
 * code "timeout") or a network failure (status 0, code "network_error").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    fields?: Record<string, string> | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.fields = init.fields ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner: unknown = value.error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'code' in inner &&
    typeof inner.code === 'string' &&
    'message' in inner &&
    typeof inner.message === 'string'
  );
}

/** parseApiError turns a non-2xx response into an ApiError, whatever its body is. */
export async function parseApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to the status alone.
  }
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code,
      message: body.error.message,
      field: body.error.field,
      fields: body.error.fields,
    });
  }
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: MESSAGE_UNKNOWN,
  });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * apiRequest calls the JSON API under /api/v1 with the session cookie, a 30 s timeout and
 * typed errors. It has no UI side effects: toasts and redirects belong to callers.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => {
    controller.abort();
  };
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload ?? null,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) throw await parseApiError(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError({ status: response.status, code: 'invalid_response', message: MESSAGE_UNKNOWN });
    }
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (state.timedOut) throw new ApiError({ status: 0, code: 'timeout', message: MESSAGE_TIMEOUT });
    if (signal?.aborted) throw cause; // the caller cancelled: let TanStack Query see the abort
    throw new ApiError({ status: 0, code: 'network_error', message: MESSAGE_NETWORK });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

// ---- The typed client: paths, parameters, bodies and answers come from api/openapi.yaml ----

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's routes by their path under /api/v1. */
type Routes = { [P in keyof paths as P extends `${typeof API_BASE}${infer R}` ? R : never]: paths[P] };

/** The routes that answer method M. */
export type RoutesFor<M extends Method> = {
  [P in keyof Routes]: Routes[P][M] extends { responses: unknown } ? P : never;
}[keyof Routes];

type Operation<M extends Method, P extends RoutesFor<M>> = Routes[P][M];

/** The JSON answer of an operation's success (200 or 201). */
type Success<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 200 | 201
        ? R[S] extends { content: { 'application/json': infer B } }
          ? B
          : undefined
        : never;
    }[keyof R]
  : never;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type RequestBody<O> = O extends { requestBody?: infer RB } ? NonNullable<RB> : never;
type JsonBody<O> = [RequestBody<O>] extends [never]
  ? never
  : RequestBody<O> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** What a call of operation O takes besides its method and path. */
export type CallInit<O> = {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
} & ([PathParams<O>] extends [never] ? { params?: undefined } : { params: PathParams<O> }) &
  ([QueryParams<O>] extends [undefined] ? { query?: undefined } : { query?: QueryParams<O> }) &
  ([JsonBody<O>] extends [never] ? { body?: FormData } : { body: JsonBody<O> });

/** The answer of method M at path P. */
export type ApiAnswer<M extends Method, P extends RoutesFor<M>> = Success<Operation<M, P>>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`API path ${path}: missing ${name}`);
    // A poster key ({key...} on the server) spans several segments: each is encoded on its
    // own. Any other value is one segment.
    return name === 'key' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
}

function toQuery(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const v of value as readonly (string | number | boolean)[]) params.append(key, String(v));
    } else if (value !== undefined && value !== null && value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

function call<M extends Method, P extends RoutesFor<M>>(
  method: M,
  path: P,
  init?: CallInit<Operation<M, P>>,
): Promise<ApiAnswer<M, P>> {
  const { params, query, body, signal, timeoutMs } = (init ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    timeoutMs?: number;
  };
  const qs = toQuery(query)?.toString();
  const url = `${API_BASE}${fillPath(path, params)}${qs ? `?${qs}` : ''}`;
  return apiRequest<ApiAnswer<M, P>>(url, {
    method: method.toUpperCase() as RequestOptions['method'],
    body,
    signal,
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
}

/**
 * api calls the JSON API with types generated from api/openapi.yaml: a path that is not
 * documented, a missing path parameter, a wrong query or body, or a wrong answer type is a
 * compile error, e.g. api.get('/kajian/{slug}', { params: { slug } }).
 */
export const api = {
  get: <P extends RoutesFor<'get'>>(path: P, init?: CallInit<Operation<'get', P>>) => call('get', path, init),
  post: <P extends RoutesFor<'post'>>(path: P, init?: CallInit<Operation<'post', P>>) => call('post', path, init),
  put: <P extends RoutesFor<'put'>>(path: P, init?: CallInit<Operation<'put', P>>) => call('put', path, init),
  patch: <P extends RoutesFor<'patch'>>(path: P, init?: CallInit<Operation<'patch', P>>) => call('patch', path, init),
  delete: <P extends RoutesFor<'delete'>>(path: P, init?: CallInit<Operation<'delete', P>>) => call('delete', path, init),
};
