import { describe, expect, it } from 'vitest';
import type { MapPoint } from './api/home-queries';
import { clusterPlaces, placesOf, reachOf, type Cluster } from './map-clusters';

// Property: at every zoom a phone uses, however the sessions lie (a dense city, many at one
// masjid, spread over Indonesia), no two markers overlap and their counts add up to all sessions.

/** mulberry32: a small seeded generator, so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Web Mercator at a zoom, as Leaflet's EPSG:3857 projects (256 px tiles). */
const mercator = (zoom: number) => (lat: number, lng: number) => {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (scale * (lng + 180)) / 360,
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
};

const CITIES = [
  [-6.2, 106.82], // Jakarta
  [-6.91, 107.61], // Bandung
  [-7.25, 112.75], // Surabaya
  [3.59, 98.67], // Medan
  [-5.14, 119.42], // Makassar
] as const;

type Shape = 'city' | 'same' | 'country' | 'mixed';

function sessions(seed: number, shape: Shape): MapPoint[] {
  const next = random(seed);
  const n = 1 + Math.floor(next() * 300);
  const points: MapPoint[] = [];
  for (let i = 0; i < n; i++) {
    const kind = shape === 'mixed' ? (['city', 'same', 'country'] as const)[Math.floor(next() * 3)] : shape;
    const [clat, clng] = CITIES[Math.floor(next() * CITIES.length)] ?? CITIES[0];
    let lat: number;
    let lng: number;
    if (kind === 'city') {
      // Within a few kilometres of the centre, some masjid a street apart.
      const spread = next() < 0.3 ? 0.002 : 0.06;
      lat = clat + (next() - 0.5) * spread;
      lng = clng + (next() - 0.5) * spread;
    } else if (kind === 'same') {
      // One of three masjid holding many sessions (identical coordinates).
      const k = Math.floor(next() * 3);
      lat = clat + k * 0.0001;
      lng = clng;
    } else {
      lat = -11 + next() * 17;
      lng = 95 + next() * 46;
    }
    points.push({ type: 'regular', id: `${String(seed)}-${String(i)}`, path: `/kajian/${String(i)}`, title: String(i), lat, lng });
  }
  return points;
}

/** overlapping returns the first two markers whose circles (ring included) touch, if any. */
function overlapping(clusters: Cluster[], zoom: number): [Cluster, Cluster, number] | null {
  const at = mercator(zoom);
  const drawn = clusters.map((c) => ({ c, ...at(c.lat, c.lng), r: reachOf(c) }));
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      const a = drawn[i];
      const b = drawn[j];
      if (!a || !b) continue;
      const gap = Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r;
      if (gap < 0) return [a.c, b.c, gap];
    }
  }
  return null;
}

describe('clusterPlaces on random sessions', () => {
  const shapes: Shape[] = ['city', 'same', 'country', 'mixed'];
  const cases = shapes.flatMap((shape) => Array.from({ length: 10 }, (_, i) => ({ shape, seed: 1000 * shapes.indexOf(shape) + i })));

  it.each(cases)('$shape (seed $seed): no overlap and every session counted at zoom 3 to 18', ({ shape, seed }) => {
    const points = sessions(seed, shape);
    const places = placesOf(points);
    for (let zoom = 3; zoom <= 18; zoom++) {
      const clusters = clusterPlaces(places, mercator(zoom));
      expect(overlapping(clusters, zoom), `zoom ${String(zoom)}`).toBeNull();
      expect(clusters.reduce((sum, c) => sum + c.count, 0), `zoom ${String(zoom)}`).toBe(points.length);
      // Each place in exactly one marker.
      const keys = clusters.flatMap((c) => c.places.map((p) => p.key));
      expect(new Set(keys).size).toBe(places.length);
      expect(keys).toHaveLength(places.length);
    }
  });

  it('splits every place spread over the country by the closest zoom', () => {
    const places = placesOf(sessions(7, 'country'));
    expect(clusterPlaces(places, mercator(18))).toHaveLength(places.length);
  });
});
