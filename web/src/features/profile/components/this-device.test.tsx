import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { fakeApi } from '@/test/fake-api';

const reminders = {
  push_key: 'BExampleKey',
  feed_url: 'https://kajian.test/feeds/saya/x.ics',
  webcal_url: 'webcal://kajian.test/feeds/saya/x.ics',
  devices: 1,
  remind_evening: true,
  remind_hour: true,
  change_notices: true,
  follow_notices: true,
  weekly_digest: true,
};

/** A browser that receives this site's pushes already: permission given, one subscription. */
function subscribedBrowser() {
  const subscription = { endpoint: 'https://push.example/abc', unsubscribe: vi.fn(() => Promise.resolve(true)) };
  let current: typeof subscription | null = subscription;
  subscription.unsubscribe.mockImplementation(() => {
    current = null;
    return Promise.resolve(true);
  });
  const registration = { pushManager: { getSubscription: () => Promise.resolve(current) } };
  vi.stubGlobal('PushManager', {}); // only its presence is read
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: () => Promise.resolve('granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  return subscription;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifikasi di Perangkat Ini', () => {
  it('turns this device off with Matikan di perangkat ini: the server forgets it, then the browser', async () => {
    const subscription = subscribedBrowser();
    const api = fakeApi(userSession, {
      'GET /api/v1/profile': () => jsonResponse(userSession.profile),
      'GET /api/v1/reminders': () => jsonResponse(reminders),
      'GET /api/v1/follows': () => jsonResponse({ follows: [] }),
      'DELETE /api/v1/push/subscriptions': () => jsonResponse({ ok: true, message: 'Perangkat dilupakan' }),
    });
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByText('Aktif. Pengingat dan pemberitahuan dikirim ke perangkat ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Matikan di perangkat ini' }));
    expect(await screen.findByText('Notifikasi dimatikan di perangkat ini')).toBeInTheDocument();
    const call = api.calls.find((c) => c.route === 'DELETE /api/v1/push/subscriptions');
    expect(call?.body).toEqual({ endpoint: 'https://push.example/abc' });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Aktifkan notifikasi' })).toBeInTheDocument();
    });
  });
});
