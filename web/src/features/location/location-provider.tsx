import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notify } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import {
  UserLocationContext,
  type LocationPermission,
  type UserLocation,
  type UserLocationState,
} from '@/lib/user-location';
import { reverseGeocode, saveProfileLocation } from './api';
import {
  GEO_SAFARI_GUARD_MS,
  clearStoredLocation,
  errorCodeOf,
  geolocationMessage,
  isSafari,
  positionOptions,
  readPermission,
  readStoredLocation,
  resetPermission,
  storeLocation,
  storePermission,
  type BrowserKind,
  type GeoErrorCode,
} from './geolocation';

export interface LocationProblem {
  code: GeoErrorCode;
  message: string;
}

interface LocationActions {
  /** detect reads the device position; resolves with the location or null on failure. Its
   * message names what the page lists nearest-first (kajian unless told). */
  detect: (subject?: 'kajian' | 'masjid') => Promise<UserLocation | null>;
  /** setManual stores a confirmed typed location (and on the profile when signed in). */
  setManual: (place: { city: string; displayName: string; latitude: number; longitude: number }) => Promise<UserLocation>;
  clear: () => void;
  resetPreference: () => void;
  problem: LocationProblem | null;
  browser: BrowserKind;
}

const LocationActionsContext = createContext<LocationActions | null>(null);

export function useLocationActions(): LocationActions {
  const actions = useContext(LocationActionsContext);
  if (!actions) throw new Error('useLocationActions outside LocationProvider');
  return actions;
}

function browserKind(): BrowserKind {
  if (typeof window === 'undefined') return { safari: false, installed: false }; // the prerender
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { safari: isSafari(navigator.userAgent), installed: standalone };
}

function profileLocation(session: ReturnType<typeof useSession>['session']): UserLocation | null {
  const p = session.profile;
  if (p?.manual_location_latitude == null || p.manual_location_longitude == null) return null;
  return {
    latitude: p.manual_location_latitude,
    longitude: p.manual_location_longitude,
    source: 'manual',
    city: p.manual_location_city ?? undefined,
    displayName: p.manual_location_display_name ?? undefined,
    timestamp: p.manual_location_updated_at ? Date.parse(p.manual_location_updated_at) : Date.now(),
  };
}

/** readPosition wraps getCurrentPosition with the spec's options and Safari's 20 s guard. */
function readPosition(browser: BrowserKind): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const guard = browser.safari
      ? setTimeout(() => {
          if (!settled) {
            settled = true;
            reject(new Error('TIMEOUT'));
          }
        }, GEO_SAFARI_GUARD_MS)
      : undefined;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        resolve(position);
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        reject(new Error(errorCodeOf(error.code)));
      },
      positionOptions(browser),
    );
  });
}

/**
 * LocationProvider keeps the viewer's location: a device reading or a confirmed typed place,
 * remembered for 24 hours, else the place saved on the signed-in user's profile. It also
 * remembers the answer to the permission prompt, a denial included.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const { session, isSignedIn } = useSession();
  const [stored, setStored] = useState<UserLocation | null>(() => readStoredLocation());
  const [permission, setPermission] = useState<LocationPermission>(() => readPermission());
  const [detecting, setDetecting] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [cleared, setCleared] = useState(false);
  const [browser] = useState(browserKind);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const location = stored ?? (cleared ? null : profileLocation(session));

  const detect = useCallback(async (subject: 'kajian' | 'masjid' = 'kajian'): Promise<UserLocation | null> => {
    if (!('geolocation' in navigator)) {
      const message = geolocationMessage('NOT_SUPPORTED', browser);
      setProblem({ code: 'NOT_SUPPORTED', message });
      notify.error(`Gagal mendapatkan lokasi: ${message}`);
      return null;
    }
    setDetecting(true);
    setProblem(null);
    try {
      const position = await readPosition(browser);
      const loc: UserLocation = {
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        accuracy: position.coords.accuracy,
        timestamp: Date.now(),
        source: 'device',
      };
      try {
        const place = await reverseGeocode(loc.latitude, loc.longitude);
        loc.city = place.city;
        loc.displayName = place.display_name;
      } catch {
        // Outside Indonesia or the lookup failed: the coordinates still sort the list.
      }
      storeLocation(loc);
      storePermission('granted');
      if (mounted.current) {
        setStored(loc);
        setPermission('granted');
        setCleared(false);
      }
      notify.success(
        loc.city
          ? `Lokasi berhasil dideteksi! Menampilkan ${subject} terdekat dari ${loc.city}.`
          : `Lokasi berhasil dideteksi! Menampilkan ${subject} terdekat.`,
      );
      return loc;
    } catch (error) {
      const code = (error instanceof Error ? error.message : 'TIMEOUT') as GeoErrorCode;
      const message = geolocationMessage(code, browser);
      if (code === 'PERMISSION_DENIED') {
        storePermission('denied');
        setPermission('denied');
      }
      setProblem({ code, message });
      notify.error(`Gagal mendapatkan lokasi: ${message}`);
      return null;
    } finally {
      if (mounted.current) setDetecting(false);
    }
  }, [browser]);

  const setManual = useCallback<LocationActions['setManual']>(
    async (place) => {
      const loc: UserLocation = { ...place, source: 'manual', timestamp: Date.now() };
      storeLocation(loc);
      setStored(loc);
      setCleared(false);
      setProblem(null);
      if (!isSignedIn) {
        notify.success(`Lokasi "${place.city}" disimpan sementara!`);
        return loc;
      }
      try {
        await saveProfileLocation({
          city: place.city,
          display_name: place.displayName,
          latitude: place.latitude,
          longitude: place.longitude,
        });
        notify.success('Lokasi saat ini berhasil diatur');
      } catch {
        notify.message(`Lokasi "${place.city}" disimpan sementara!`);
      }
      return loc;
    },
    [isSignedIn],
  );

  const clear = useCallback(() => {
    clearStoredLocation();
    setStored(null);
    setCleared(true);
    notify.success('Lokasi berhasil dihapus');
  }, []);

  const resetPreference = useCallback(() => {
    resetPermission();
    setPermission('unknown');
    setProblem(null);
    notify.success('Preferensi lokasi direset. Silakan coba akses lokasi lagi.');
  }, []);

  const state = useMemo<UserLocationState>(
    () => ({ location, permission, detecting }),
    [location, permission, detecting],
  );
  const actions = useMemo<LocationActions>(
    () => ({ detect, setManual, clear, resetPreference, problem, browser }),
    [detect, setManual, clear, resetPreference, problem, browser],
  );
  return (
    <UserLocationContext.Provider value={state}>
      <LocationActionsContext.Provider value={actions}>{children}</LocationActionsContext.Provider>
    </UserLocationContext.Provider>
  );
}
