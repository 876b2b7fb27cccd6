import type { MapPoint } from './api/home-queries';

/** A place on the map and the sessions held there (a masjid often holds several). */
export interface Place {
  key: string;
  lat: number;
  lng: number;
  sessions: MapPoint[];
}

/** placesOf groups sessions by their place (coordinates to about a metre). */
export function placesOf(points: MapPoint[]): Place[] {
  const byKey = new Map<string, Place>();
  for (const p of points) {
    const key = `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
    const place = byKey.get(key) ?? { key, lat: p.lat, lng: p.lng, sessions: [] };
    place.sessions.push(p);
    byKey.set(key, place);
  }
  return [...byKey.values()];
}

/** A marker on the map: one place, or nearby places drawn as one at this zoom. */
export interface Cluster {
  key: string;
  lat: number;
  lng: number;
  places: Place[];
  /** Sessions in all its places. */
  count: number;
}

/** How close, in screen pixels, places are drawn as one marker. */
export const CLUSTER_CELL_PX = 56;

/**
 * clusterPlaces draws places that fall in the same square of the screen at this zoom (toPixel
 * projects a point to it) as one marker at their centre, so thousands of places stay readable
 * and quick on a phone; zooming in splits them. A marker of one place keeps the place's key.
 */
export function clusterPlaces(
  places: Place[],
  toPixel: (lat: number, lng: number) => { x: number; y: number },
  cell = CLUSTER_CELL_PX,
): Cluster[] {
  const cells = new Map<string, Place[]>();
  for (const place of places) {
    const { x, y } = toPixel(place.lat, place.lng);
    const key = `${String(Math.floor(x / cell))}:${String(Math.floor(y / cell))}`;
    const members = cells.get(key);
    if (members) members.push(place);
    else cells.set(key, [place]);
  }
  return [...cells.entries()].map(([key, members]) => {
    const [first] = members;
    if (members.length === 1 && first) {
      return { key: first.key, lat: first.lat, lng: first.lng, places: members, count: first.sessions.length };
    }
    return {
      key: `cluster:${key}`,
      lat: members.reduce((sum, p) => sum + p.lat, 0) / members.length,
      lng: members.reduce((sum, p) => sum + p.lng, 0) / members.length,
      places: members,
      count: members.reduce((sum, p) => sum + p.sessions.length, 0),
    };
  });
}
