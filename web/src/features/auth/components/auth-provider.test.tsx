import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LOADING_MAX_MS } from '@/features/auth/components/auth-provider';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import type { Session } from '@/lib/session';

/** A session endpoint that answers only when told to. */
function slowSession() {
  let answer: (session: Session) => void = () => undefined;
  const fake = vi.fn<typeof fetch>((input) => {
    if (input === '/api/v1/auth/session') {
      return new Promise<Response>((resolve) => {
        answer = (session) => {
          resolve(jsonResponse(session));
        };
      });
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fake);
  return { answer: (session: Session) => answer(session) };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // Load the lazy pages first, so that fake time alone decides what the router shows.
  await Promise.all([
    import('@/features/kajian/pages/home-page'),
    import('@/features/location/location-provider'),
    import('@/features/location/location-panel'),
    import('@/features/my-kajian/pages/my-kajian-page'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('shows Memuat aplikasi... until the session answers', async () => {
    const server = slowSession();
    renderApp('/');
    expect(screen.getByText('Memuat aplikasi...')).toBeInTheDocument();
    await advance(500);
    expect(screen.getByText('Memuat aplikasi...')).toBeInTheDocument();
    server.answer(userSession);
    await advance(50);
    expect(screen.queryByText('Memuat aplikasi...')).not.toBeInTheDocument();
    expect(screen.getAllByText('Fulan bin Fulan').length).toBeGreaterThan(0);
  });

  it('ends the loading screen by 2 s even when the session has not answered', async () => {
    const server = slowSession();
    renderApp('/');
    await advance(AUTH_LOADING_MAX_MS - 1);
    expect(screen.getByText('Memuat aplikasi...')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Memuat aplikasi...')).not.toBeInTheDocument();
    expect(AUTH_LOADING_MAX_MS).toBe(2000);
    // The late answer still arrives and updates the header.
    server.answer(userSession);
    await advance(50);
    expect(screen.getAllByText('Fulan bin Fulan').length).toBeGreaterThan(0);
  });

  it('keeps a protected page waiting for a late session instead of sending the user to /auth', async () => {
    const server = slowSession();
    const { router } = renderApp('/my-kajian');
    await advance(AUTH_LOADING_MAX_MS + 500);
    expect(screen.getByRole('banner')).toBeInTheDocument(); // the layout is up, the guard waits
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-kajian');
    server.answer(userSession);
    await advance(50);
    expect(screen.getByRole('heading', { level: 1, name: 'Kajian Saya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-kajian');
  });
});
