import { describe, expect, it } from 'vitest';
import {
  GEO_MAX_AGE_MS,
  LOCATION_TTL_MS,
  confidencePercent,
  errorCodeOf,
  geolocationMessage,
  isSafari,
  positionOptions,
  readPermission,
  readStoredLocation,
  resetPermission,
  storeLocation,
  storePermission,
} from './geolocation';

const chrome = { safari: false, installed: false };
const safari = { safari: true, installed: false };

describe('device geolocation rules', () => {
  it('uses 10 s (15 s on Safari), a 5-minute maximum age and high accuracy', () => {
    expect(positionOptions(chrome)).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: GEO_MAX_AGE_MS });
    expect(positionOptions(safari).timeout).toBe(15_000);
    expect(GEO_MAX_AGE_MS).toBe(300_000);
  });

  it('tells Safari apart', () => {
    expect(isSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe(true);
    expect(isSafari('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(false);
  });

  it('maps every error code to its message, with Safari and installed-app variants', () => {
    expect(errorCodeOf(1)).toBe('PERMISSION_DENIED');
    expect(errorCodeOf(2)).toBe('POSITION_UNAVAILABLE');
    expect(errorCodeOf(3)).toBe('TIMEOUT');
    expect(geolocationMessage('NOT_SUPPORTED', chrome)).toBe('Geolocation tidak didukung oleh browser Anda');
    expect(geolocationMessage('POSITION_UNAVAILABLE', chrome)).toBe('Lokasi tidak tersedia. Pastikan GPS aktif dan sinyal baik.');
    expect(geolocationMessage('TIMEOUT', chrome)).toBe('Permintaan lokasi timeout. Silakan coba lagi.');
    expect(geolocationMessage('TIMEOUT', safari)).toMatch(/^Permintaan lokasi timeout\. Di Safari/);
    const denied = new Set([
      geolocationMessage('PERMISSION_DENIED', chrome),
      geolocationMessage('PERMISSION_DENIED', safari),
      geolocationMessage('PERMISSION_DENIED', { safari: false, installed: true }),
      geolocationMessage('PERMISSION_DENIED', { safari: true, installed: true }),
    ]);
    expect(denied.size).toBe(4);
    for (const m of denied) expect(m).toMatch(/^Izin lokasi ditolak\./);
  });
});

describe('location storage', () => {
  it('keeps a location for 24 hours', () => {
    const now = Date.UTC(2026, 10, 22, 5);
    storeLocation({ latitude: -6.9, longitude: 107.6, source: 'manual', city: 'Bandung', timestamp: now }, now);
    expect(readStoredLocation(now + LOCATION_TTL_MS - 1)?.city).toBe('Bandung');
    expect(readStoredLocation(now + LOCATION_TTL_MS)).toBeNull();
    expect(readStoredLocation(now)).toBeNull(); // expired entries are removed
  });

  it('remembers the permission answer, a denial too, until reset', () => {
    expect(readPermission()).toBe('unknown');
    storePermission('denied');
    expect(readPermission()).toBe('denied');
    resetPermission();
    expect(readPermission()).toBe('unknown');
  });

  it('shows confidence as a percentage', () => {
    expect(confidencePercent(0.9)).toBe('90%');
    expect(confidencePercent(0.7)).toBe('70%');
  });
});
