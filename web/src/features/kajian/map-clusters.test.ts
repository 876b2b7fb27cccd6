import { describe, expect, it } from 'vitest';
import { clusterPlaces, placesOf } from './map-clusters';
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
    point('c', -6.25, 106.85), // 5 px from a and b at this scale: same square
    point('d', -7.8, 110.4), // far away
  ]);

  it('draws places in one square of the screen as one marker counting all their sessions', () => {
    const clusters = clusterPlaces(places, toPixel, 56);
    expect(clusters).toHaveLength(2);
    const near = clusters.find((c) => c.places.length === 2);
    expect(near?.count).toBe(3);
    expect(near?.key).toMatch(/^cluster:/);
    expect(near?.lat).toBeCloseTo(-6.225);
    // A lone place keeps its own key (selection follows it) and its own position.
    const lone = clusters.find((c) => c.places.length === 1);
    expect(lone).toMatchObject({ key: places[2]?.key, lat: -7.8, lng: 110.4, count: 1 });
  });

  it('splits them when zoomed in', () => {
    const zoomedIn = (lat: number, lng: number) => ({ x: lng * 10_000, y: -lat * 10_000 });
    const clusters = clusterPlaces(places, zoomedIn, 56);
    expect(clusters).toHaveLength(3);
    expect(clusters.every((c) => c.places.length === 1)).toBe(true);
    expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(4);
  });
});
