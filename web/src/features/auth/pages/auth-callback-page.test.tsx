import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession, visitor } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

describe('/auth/callback', () => {
  it('finishes Google sign-in once and goes back where the user started', async () => {
    const api = fakeApi(visitor, {
      'POST /api/v1/auth/google/callback': () =>
        jsonResponse({ ...userSession, return_to: '/profile', created: true }),
    });
    const { router } = renderApp('/auth/callback?state=s1&code=c1');
    expect(await screen.findByText('Berhasil masuk dengan Google!')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    const calls = api.calls.filter((c) => c.route === 'POST /api/v1/auth/google/callback');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ state: 's1', code: 'c1', error: '' });
  });

  it('goes back to /auth with the error', async () => {
    fakeApi(visitor, {
      'POST /api/v1/auth/google/callback': () => apiError(401, 'google_signin_failed', 'Gagal masuk dengan Google'),
    });
    const { router } = renderApp('/auth/callback?state=s1&error=access_denied');
    expect(await screen.findByText('Gagal masuk dengan Google')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
  });
});
