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

/** Marker diameters in screen pixels, white border included (map-view's pin draws them). */
export const PIN_PX = { session: 18, chosen: 22, place: 28, group: 36, bigGroup: 44 } as const;
/** The ring drawn around a group, outside its border. */
export const RING_PX = 4;
/** The least room left between two markers' circles, so their shadows do not touch either. */
export const MARKER_GAP_PX = 4;

/** isGroup tells a marker of several nearby places (a tap zooms in) from a marker of one place. */
export const isGroup = (cluster: Cluster): boolean => cluster.places.length > 1;

/** pinSize is a marker's diameter: a dot for one session, larger with its number for more. */
export function pinSize(cluster: Cluster, selected: boolean): number {
  if (isGroup(cluster)) return cluster.count >= 100 ? PIN_PX.bigGroup : PIN_PX.group;
  if (cluster.count > 1) return PIN_PX.place;
  return selected ? PIN_PX.chosen : PIN_PX.session;
}

/**
 * reachOf is how far from its centre a marker covers the screen (circle, border and ring),
 * taken as if it were chosen, so choosing a marker never makes it overlap a neighbour.
 */
export function reachOf(cluster: Cluster): number {
  return pinSize(cluster, true) / 2 + (isGroup(cluster) ? RING_PX : 0);
}

const MAX_REACH = PIN_PX.bigGroup / 2 + RING_PX;
// Two markers that overlap lie in the same or neighbouring squares of this size.
const CELL_PX = 2 * MAX_REACH + MARKER_GAP_PX;

type ToPixel = (lat: number, lng: number) => { x: number; y: number };

/** A marker where it is drawn at this zoom. */
interface Drawn {
  cluster: Cluster;
  x: number;
  y: number;
  reach: number;
}

function clusterOf(places: Place[]): Cluster {
  const count = places.reduce((sum, p) => sum + p.sessions.length, 0);
  const [first] = places;
  if (places.length === 1 && first) return { key: first.key, lat: first.lat, lng: first.lng, places, count };
  // Named by its members, so the same group keeps its key (and its selection) at another zoom.
  const smallest = places.reduce((min, p) => (p.key < min ? p.key : min), first?.key ?? '');
  return {
    key: `group:${smallest}:${String(places.length)}`,
    lat: places.reduce((sum, p) => sum + p.lat, 0) / places.length,
    lng: places.reduce((sum, p) => sum + p.lng, 0) / places.length,
    places,
    count,
  };
}

function drawn(places: Place[], toPixel: ToPixel): Drawn {
  const cluster = clusterOf(places);
  const { x, y } = toPixel(cluster.lat, cluster.lng);
  return { cluster, x, y, reach: reachOf(cluster) };
}

const overlaps = (a: Drawn, b: Drawn): boolean => Math.hypot(a.x - b.x, a.y - b.y) < a.reach + b.reach + MARKER_GAP_PX;

// A square's number: the world is under 2^21 squares wide at the closest zoom (256 × 2^18 px).
const cellKey = (cx: number, cy: number): number => cx * 2 ** 21 + cy;

/**
 * mergePass draws each marker, the ones counting most sessions first, together with every
 * marker not yet drawn whose circle it overlaps. A pass that merges nothing found no overlap:
 * of any two overlapping markers, the first one drawn would have taken the other.
 */
function mergePass(markers: Drawn[], toPixel: ToPixel): Drawn[] {
  const grid = new Map<number, Drawn[]>();
  for (const m of markers) {
    const key = cellKey(Math.floor(m.x / CELL_PX), Math.floor(m.y / CELL_PX));
    const cell = grid.get(key);
    if (cell) cell.push(m);
    else grid.set(key, [m]);
  }
  const order = [...markers].sort(
    (a, b) => b.cluster.count - a.cluster.count || (a.cluster.key < b.cluster.key ? -1 : a.cluster.key > b.cluster.key ? 1 : 0),
  );
  const taken = new Set<Drawn>();
  const next: Drawn[] = [];
  for (const m of order) {
    if (taken.has(m)) continue;
    taken.add(m);
    const cx = Math.floor(m.x / CELL_PX);
    const cy = Math.floor(m.y / CELL_PX);
    const near: Drawn[] = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const o of grid.get(cellKey(cx + dx, cy + dy)) ?? []) {
          if (!taken.has(o) && overlaps(m, o)) near.push(o);
        }
      }
    }
    if (near.length === 0) {
      next.push(m);
      continue;
    }
    for (const o of near) taken.add(o);
    next.push(drawn([m, ...near].flatMap((d) => d.cluster.places), toPixel));
  }
  return next;
}

/**
 * clusterPlaces draws places whose markers would overlap on the screen at this zoom (toPixel
 * projects a point to it) as one marker at their centre, so thousands of places stay readable
 * and quick on a phone; zooming in splits them. A merged marker is larger and sits elsewhere,
 * so merging repeats until no two markers overlap. Every place is in exactly one marker, so
 * the markers' counts add up to all the sessions. A marker of one place keeps the place's key.
 */
export function clusterPlaces(places: Place[], toPixel: ToPixel): Cluster[] {
  let markers = places.map((p) => drawn([p], toPixel));
  for (;;) {
    const next = mergePass(markers, toPixel);
    if (next.length === markers.length) return next.map((m) => m.cluster);
    markers = next;
  }
}
