import { describe, expect, it } from 'vitest';
import { clusterPlaces, MARKER_GAP_PX, placesOf, reachOf } from './map-clusters';
import type { MapPoint } from './api/home-queries';

const point = (id: string, lat: number, lng: number): MapPoint => ({
  type: 'regular',
  id,
  path: `/kajian/${id}`,
  title: id,
  lat,
  lng,
});

// A flat projection for the test: one degree is 100 pixels.
const toPixel = (lat: number, lng: number) => ({ x: lng * 100, y: -lat * 100 });

describe('placesOf', () => {
  it('keeps the sessions of one place together', () => {
    const places = placesOf([point('a', -6.2, 106.8), point('b', -6.2, 106.8), point('c', -6.3, 106.8)]);
    expect(places.map((p) => p.sessions.map((s) => s.id))).toEqual([['a', 'b'], ['c']]);
  });
});

describe('clusterPlaces', () => {
  const places = placesOf([
    point('a', -6.2, 106.8),
    point('b', -6.2, 106.8),
    point('c', -6.25, 106.85), // 7 px from a and b at this scale: their markers would overlap
    point('d', -7.8, 110.4), // far away
  ]);

  it('draws places whose markers would overlap as one marker counting all their sessions', () => {
    const clusters = clusterPlaces(places, toPixel);
    expect(clusters).toHaveLength(2);
    const near = clusters.find((c) => c.places.length === 2);
    expect(near?.count).toBe(3);
    expect(near?.key).toMatch(/^group:/);
    expect(near?.lat).toBeCloseTo(-6.225);
    // A lone place keeps its own key (selection follows it) and its own position.
    const lone = clusters.find((c) => c.places.length === 1);
    expect(lone).toMatchObject({ key: places[2]?.key, lat: -7.8, lng: 110.4, count: 1 });
  });

  it('splits them when zoomed in', () => {
    const zoomedIn = (lat: number, lng: number) => ({ x: lng * 10_000, y: -lat * 10_000 });
    const clusters = clusterPlaces(places, zoomedIn);
    expect(clusters).toHaveLength(3);
    expect(clusters.every((c) => c.places.length === 1)).toBe(true);
    expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(4);
  });

  it('keeps apart markers that only just clear each other, and merges them a pixel closer', () => {
    // Two single sessions: each reaches 11 px (a chosen dot), so they need 26 px between centres.
    const two = (px: number) => placesOf([point('a', 0, 0), point('b', 0, px / 100)]);
    expect(reachOf(clusterPlaces(two(40), toPixel)[0] ?? { key: '', lat: 0, lng: 0, places: [], count: 0 })).toBe(11);
    expect(clusterPlaces(two(2 * 11 + MARKER_GAP_PX), toPixel)).toHaveLength(2);
    expect(clusterPlaces(two(2 * 11 + MARKER_GAP_PX - 1), toPixel)).toHaveLength(1);
  });

  it('merges again when a merged, larger marker comes to overlap its neighbour', () => {
    // a and b (12 px apart) merge into a ringed group reaching 22 px, centred at 6 px, which then
    // overlaps c at 40 px (34 px away), though c cleared both dots (28 px from b).
    const places3 = placesOf([point('a', 0, 0), point('b', 0, 0.12), point('c', 0, 0.4)]);
    const clusters = clusterPlaces(places3, toPixel);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.count).toBe(3);
  });

  it('names a group by its places, whatever the zoom', () => {
    const near = placesOf([point('a', 0, 0), point('b', 0, 0.001)]);
    const keys = [1, 10, 100].map((scale) => clusterPlaces(near, (lat, lng) => ({ x: lng * scale, y: -lat * scale }))[0]?.key);
    expect(new Set(keys).size).toBe(1);
  });
});
