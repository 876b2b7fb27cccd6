import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  SW_RELOAD_DELAY_MS,
  SW_UPDATE_CHECK_MS,
} from '@/features/pwa/service-worker';
import { UpdateIndicator } from '@/features/pwa/update-indicator';

// A stand-in for workbox-window's Workbox, the browser's service-worker seam.
const workbox = vi.hoisted(() => ({
  refuse: false, // register() fails, as when the browser refuses workers
  instances: [] as {
    url: string;
    listeners: Map<string, () => void>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
    register: ReturnType<typeof vi.fn>;
  }[],
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, () => void>();
    messageSkipWaiting = vi.fn();
    update = vi.fn(() => Promise.resolve());
    register = vi.fn(() => (workbox.refuse ? Promise.reject(new Error('refused')) : Promise.resolve(undefined)));
    constructor(public url: string) {
      workbox.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
  },
}));

beforeEach(() => {
  workbox.instances.length = 0;
  workbox.refuse = false;
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('applies a waiting update: skip waiting, Memperbarui..., reload after 300 ms', async () => {
    const reload = vi.fn();
    render(<UpdateIndicator />);
    await registerServiceWorker(reload);
    const wb = workbox.instances[0];
    expect(wb?.url).toBe('/sw.js');
    expect(wb?.register).toHaveBeenCalledOnce();
    expect(screen.queryByText('Memperbarui...')).not.toBeInTheDocument();

    act(() => {
      wb?.listeners.get('waiting')?.();
    });
    expect(wb?.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Memperbarui...');

    await vi.advanceTimersByTimeAsync(SW_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(SW_RELOAD_DELAY_MS).toBe(300);
  });

  it('checks for an update every hour', async () => {
    await registerServiceWorker(vi.fn());
    const wb = workbox.instances[0];
    await vi.advanceTimersByTimeAsync(SW_UPDATE_CHECK_MS - 1);
    expect(wb?.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(wb?.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SW_UPDATE_CHECK_MS);
    expect(wb?.update).toHaveBeenCalledTimes(2);
    expect(SW_UPDATE_CHECK_MS).toBe(60 * 60 * 1000);
  });

  it('lets the app go on when the browser refuses the worker', async () => {
    workbox.refuse = true;
    await expect(registerServiceWorker(vi.fn())).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(SW_UPDATE_CHECK_MS);
    expect(workbox.instances[0]?.update).not.toHaveBeenCalled();
  });
});
