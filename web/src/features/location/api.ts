import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

export type Place = components['schemas']['Place'];
export type PlaceSuggestions = components['schemas']['PlaceSuggestions'];
export type GeocodeResult = components['schemas']['GeocodeResult'];
export type ReverseGeocodeResult = components['schemas']['ReverseGeocodeResult'];

export const placeQueries = {
  suggest: (q: string) => ({
    queryKey: queryKeys.places.suggest(q),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<PlaceSuggestions> =>
      api.get('/places/suggest', { query: { q }, signal }),
    staleTime: 60 * 60_000,
  }),
};

export function geocode(address: string): Promise<GeocodeResult> {
  return api.get('/geocode', { query: { address } });
}

export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocodeResult> {
  return api.get('/geocode/reverse', { query: { lat: latitude, lng: longitude } });
}

/** saveProfileLocation stores a confirmed manual location on the signed-in user's profile. */
export function saveProfileLocation(place: {
  city: string;
  display_name: string;
  latitude: number;
  longitude: number;
}): Promise<unknown> {
  return api.put('/profile/location', { body: place });
}
