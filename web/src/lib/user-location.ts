import { createContext, useContext, type ComponentType } from 'react';

// The viewer's location, shared between the location feature (which finds, asks for,
// confirms and remembers it) and the features that use it (the home list sorts by it).
// Features do not import each other, so the contract lives here and the app layer joins
// the two: it mounts the location feature's provider and hands its panel to the page.

export type LocationSource = 'device' | 'manual';

/** UserLocation is where the viewer is: from the device, or a place they typed and confirmed. */
export interface UserLocation {
  latitude: number;
  longitude: number;
  /** Metres, for device readings. */
  accuracy?: number | undefined;
  /** When it was read or confirmed (ms since the epoch). */
  timestamp: number;
  source: LocationSource;
  /** City name (manual locations, or the reverse-geocoded device position). */
  city?: string | undefined;
  displayName?: string | undefined;
}

export type LocationPermission = 'unknown' | 'prompt' | 'granted' | 'denied';

export interface UserLocationState {
  location: UserLocation | null;
  permission: LocationPermission;
  /** True while the device position is being read. */
  detecting: boolean;
}

export const UserLocationContext = createContext<UserLocationState>({
  location: null,
  permission: 'unknown',
  detecting: false,
});

/** useUserLocation reads the viewer's location; null until one is known. */
export function useUserLocation(): UserLocationState {
  return useContext(UserLocationContext);
}

/** LocationPanelProps is what a page gives the location feature's panel. */
export interface LocationPanelProps {
  /** Called when a location is first detected or a manual one is confirmed. */
  onLocated: (location: UserLocation) => void;
  /** What the page finds near the location: its words name it (the home: kajian, the default). */
  subject?: 'kajian' | 'masjid';
}

export type LocationPanelComponent = ComponentType<LocationPanelProps>;
