import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import type { Session } from '@/lib/session';

/** A fresh QueryClient per test, as the app makes it but without retries. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

export const visitor: Session = { user: null, profile: null, google_enabled: false };

const timestamps = {
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const noLocation = {
  manual_location_city: null,
  manual_location_display_name: null,
  manual_location_latitude: null,
  manual_location_longitude: null,
  manual_location_updated_at: null,
};

export const userSession: Session = {
  google_enabled: false,
  user: { id: 'u-1', email: 'fulan@example.com', email_verified_at: '2025-01-01T00:00:00Z' },
  profile: {
    id: 'u-1',
    full_name: 'Fulan bin Fulan',
    phone: null,
    role: 'user',
    ...noLocation,
    ...timestamps,
  },
};

export const adminSession: Session = {
  google_enabled: false,
  user: { id: 'a-1', email: 'admin@example.com', email_verified_at: '2025-01-01T00:00:00Z' },
  profile: {
    id: 'a-1',
    full_name: 'Ustadzah Admin',
    phone: null,
    role: 'admin',
    ...noLocation,
    ...timestamps,
  },
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface FakeServer {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** Method and path of every call, e.g. "POST /api/v1/auth/signout". */
  calls: () => string[];
}

/**
 * stubServer replaces fetch with a tiny fake of the Go API: the session endpoint answers
 * `session` (a Session, or a status code such as 404), sign-out answers 204, anything else 404.
 */
export function stubServer(session: Session | number): FakeServer {
  let current = session;
  const fake = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/v1/auth/session') {
      return Promise.resolve(
        typeof current === 'number'
          ? jsonResponse({ error: { code: 'not_found', message: 'Tidak ditemukan' } }, current)
          : jsonResponse(current),
      );
    }
    if (method === 'POST' && url === '/api/v1/auth/signout') {
      current = visitor;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(
      jsonResponse({ error: { code: 'not_found', message: 'Tidak ditemukan' } }, 404),
    );
  });
  vi.stubGlobal('fetch', fake);
  return {
    fetch: fake,
    calls: () =>
      fake.mock.calls.map(([input, init]) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return `${init?.method ?? 'GET'} ${url}`;
      }),
  };
}

/** renderApp mounts the whole app (providers, every route) in a memory router at `path`. */
export function renderApp(path: InitialEntry, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
