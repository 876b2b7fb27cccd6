import { readWithExpiry, readString, removeItem, writeString, writeWithExpiry } from '@/lib/storage';
import type { LocationPermission, UserLocation } from '@/lib/user-location';

// Device geolocation rules of the spec (§8 device location errors, §9 constants) and the
// browser storage of locations and permission answers. Pure where it can be, for tests.

export const GEO_TIMEOUT_MS = 10_000;
export const GEO_TIMEOUT_SAFARI_MS = 15_000;
/** Safari sometimes never calls back at all: give up after this long. */
export const GEO_SAFARI_GUARD_MS = 20_000;
export const GEO_MAX_AGE_MS = 5 * 60_000;
/** Stored locations live 24 hours (spec §9). */
export const LOCATION_TTL_MS = 24 * 60 * 60_000;

export const STORAGE_LOCATION = 'kajian_user_location';
export const STORAGE_PERMISSION = 'kajian_location_permission';
export const STORAGE_LOCATION_SUCCESS = 'kajian_location_success';
/** 'Nanti Saja' hides the location card for the browser session (sessionStorage). */
export const STORAGE_CARD_DISMISSED = 'kajian_location_card_dismissed';

export type GeoErrorCode = 'NOT_SUPPORTED' | 'PERMISSION_DENIED' | 'POSITION_UNAVAILABLE' | 'TIMEOUT';

export interface BrowserKind {
  safari: boolean;
  /** Running as the installed app (standalone display mode). */
  installed: boolean;
}

/** isSafari tells Safari (desktop or iOS, including iOS Chrome, which is WebKit) from other browsers. */
export function isSafari(userAgent: string): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return userAgent.includes('Safari/') && !/Chrome\/|Chromium\/|Android|Edg\//.test(userAgent);
}

export function positionOptions(kind: BrowserKind): PositionOptions {
  return {
    enableHighAccuracy: true,
    timeout: kind.safari ? GEO_TIMEOUT_SAFARI_MS : GEO_TIMEOUT_MS,
    maximumAge: GEO_MAX_AGE_MS,
  };
}

/** errorCodeOf maps a GeolocationPositionError code (1, 2, 3) to the spec's names. */
export function errorCodeOf(code: number): GeoErrorCode {
  switch (code) {
    case 1:
      return 'PERMISSION_DENIED';
    case 2:
      return 'POSITION_UNAVAILABLE';
    default:
      return 'TIMEOUT';
  }
}

/** geolocationMessage is the Indonesian message for a device location error. */
export function geolocationMessage(code: GeoErrorCode, kind: BrowserKind): string {
  switch (code) {
    case 'NOT_SUPPORTED':
      return 'Geolocation tidak didukung oleh browser Anda';
    case 'PERMISSION_DENIED':
      if (kind.installed && kind.safari) {
        return 'Izin lokasi ditolak. Buka Pengaturan > Privasi & Keamanan > Layanan Lokasi, aktifkan untuk Kajian Kita, lalu buka ulang aplikasi.';
      }
      if (kind.installed) {
        return 'Izin lokasi ditolak. Buka pengaturan aplikasi Kajian Kita di ponsel Anda, izinkan akses Lokasi, lalu coba lagi.';
      }
      if (kind.safari) {
        return 'Izin lokasi ditolak. Buka Pengaturan > Privasi & Keamanan > Layanan Lokasi > Safari, pilih "Saat Digunakan", lalu muat ulang halaman.';
      }
      return 'Izin lokasi ditolak. Izinkan akses lokasi untuk situs ini di pengaturan browser Anda, lalu coba lagi.';
    case 'POSITION_UNAVAILABLE':
      return 'Lokasi tidak tersedia. Pastikan GPS aktif dan sinyal baik.';
    case 'TIMEOUT':
      if (kind.safari) {
        return 'Permintaan lokasi timeout. Di Safari, pastikan Layanan Lokasi aktif dan izinkan lokasi untuk situs ini, lalu coba lagi.';
      }
      return 'Permintaan lokasi timeout. Silakan coba lagi.';
  }
}

/** Safari's settings steps, shown in the location-problem box. */
export const SAFARI_STEPS = [
  'Buka Pengaturan (Settings) di iPhone atau iPad Anda.',
  'Pilih Privasi & Keamanan > Layanan Lokasi, lalu pastikan aktif.',
  'Gulir ke Safari (atau Kajian Kita bila terpasang) dan pilih "Saat Digunakan".',
  'Kembali ke sini lalu tekan "Coba Lagi".',
] as const;

// ---- Storage --------------------------------------------------------------------------

/** readStoredLocation returns the remembered location while it is under 24 hours old. */
export function readStoredLocation(now: number = Date.now()): UserLocation | null {
  const loc = readWithExpiry<UserLocation>(STORAGE_LOCATION, now);
  if (!loc || typeof loc.latitude !== 'number' || typeof loc.longitude !== 'number') return null;
  return loc;
}

export function storeLocation(location: UserLocation, now: number = Date.now()): void {
  writeWithExpiry(STORAGE_LOCATION, location, LOCATION_TTL_MS, now);
  if (location.source === 'device') writeString(STORAGE_LOCATION_SUCCESS, '1');
}

export function clearStoredLocation(): void {
  removeItem(STORAGE_LOCATION);
}

/** The remembered answer to the permission prompt: a denial is remembered too. */
export function readPermission(): LocationPermission {
  const value = readString(STORAGE_PERMISSION);
  return value === 'granted' || value === 'denied' ? value : 'unknown';
}

export function storePermission(permission: 'granted' | 'denied'): void {
  writeString(STORAGE_PERMISSION, permission);
}

/** resetPermission forgets the remembered answer ('Reset Preferensi'). */
export function resetPermission(): void {
  removeItem(STORAGE_PERMISSION);
  removeItem(STORAGE_LOCATION_SUCCESS);
}

/**
 * storedLocationState reports whether this browser remembers anything that changes how the
 * home page's location area first renders: a location, an answer to the permission prompt,
 * or the card put away. A first visit remembers none (the prerendered home page assumes so).
 */
export function storedLocationState(): boolean {
  return (
    readStoredLocation() !== null ||
    readPermission() !== 'unknown' ||
    readString(STORAGE_CARD_DISMISSED, 'session') === '1'
  );
}

/** confidencePercent: 0.7 → '70%'. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
