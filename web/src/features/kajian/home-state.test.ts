import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  chosenSort,
  citySlug,
  effectiveSort,
  endMessage,
  parseHomeUrl,
  resetFilters,
  sectionTitle,
  showAll,
  toHomeSearch,
  toggleWaktu,
  withDistanceMode,
} from './home-state';

const parse = (query: string) => parseHomeUrl(new URLSearchParams(query));

describe('home URL state', () => {
  it('reads a shared link', () => {
    const s = parse('q=tafsir&kota=bandung&radius=10&urut=jarak&jenis=rutin&mode=offline&tampilan=peta');
    expect(s).toMatchObject({ q: 'tafsir', kota: 'bandung', radius: 10, sort: 'distance', type: 'recurring', mode: 'offline', view: 'peta' });
  });

  it('falls back to defaults for missing or unknown values', () => {
    expect(parse('')).toMatchObject({ q: '', radius: 50, sort: null, type: '', mode: '', kota: null, lat: null, view: 'list' });
    expect(parse('radius=7&urut=acak&jenis=harian&lat=abc&lng=1').radius).toBe(50);
    expect(parse('lat=abc&lng=1').lat).toBeNull();
    expect(parse('radius=semua').radius).toBeNull();
    expect(parse('lat=95&lng=100').lat).toBeNull();
  });

  it('reads and writes the time shortcut, and a chip pressed again lets go', () => {
    expect(parse('waktu=akhir-pekan').waktu).toBe('akhir-pekan');
    expect(parse('waktu=lusa').waktu).toBe('');
    const s = parse('waktu=besok&q=tafsir');
    expect(parse(toHomeSearch(s).toString())).toEqual(s);
    expect(toHomeSearch(toggleWaktu(s, 'besok')).has('waktu')).toBe(false);
    expect(toHomeSearch(toggleWaktu(s, 'hari-ini')).get('waktu')).toBe('hari-ini');
    expect(resetFilters(s).waktu).toBe('');
    expect(showAll(s).waktu).toBe('');
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    expect(toHomeSearch(parse('')).toString()).toBe('');
    const link = 'q=tafsir&kota=bandung&lat=-6.918&lng=107.619&radius=10';
    const s = parse(link);
    expect(parse(toHomeSearch(s).toString())).toEqual(s);
    expect(toHomeSearch({ ...s, radius: null }).get('radius')).toBe('semua');
    expect(toHomeSearch({ ...s, lat: -6.91751234 }).get('lat')).toBe('-6.918');
  });

  it('makes city slugs', () => {
    expect(citySlug('Jakarta Selatan')).toBe('jakarta-selatan');
    expect(citySlug('Kota Bandung')).toBe('kota-bandung');
  });
});

describe('sort mode rules (spec §4)', () => {
  it('sorts by date without a location and by distance by default with one', () => {
    expect(effectiveSort(null, false)).toBe('date');
    expect(effectiveSort('distance', false)).toBe('date');
    expect(effectiveSort(null, true)).toBe('distance');
    expect(effectiveSort('date', true)).toBe('date');
  });

  it("remembers the chosen sort across visits, a link's own sort first", () => {
    expect(chosenSort(null, 'date')).toBe('date');
    expect(chosenSort(null, 'distance')).toBe('distance');
    expect(chosenSort('distance', 'date')).toBe('distance');
    expect(chosenSort(null, null)).toBeNull();
    expect(chosenSort(null, 'rubbish')).toBeNull();
    // Without a location only 'date' exists, whatever was remembered.
    expect(effectiveSort(chosenSort(null, 'distance'), false)).toBe('date');
  });

  it('resets the radius when distance mode is chosen', () => {
    const s = withDistanceMode({ ...parse('radius=5&urut=tanggal') });
    expect(s.sort).toBe('distance');
    expect(s.radius).toBe(50);
  });

  it('names the section by sort and radius', () => {
    expect(sectionTitle('distance', 5, false)).toBe('Kajian dalam Radius 5 km');
    expect(sectionTitle('distance', null, false)).toBe('Kajian Terdekat');
    expect(sectionTitle('distance', null, true)).toBe('Kajian Terdekat (Lokasi Manual)');
    expect(sectionTitle('date', 5, false)).toBe('Kajian Mendatang');
    expect(endMessage('distance', 10)).toBe('Tidak ada kajian lagi dalam radius 10 km');
    expect(endMessage('date', 10)).toBe('Tidak ada kajian lagi untuk ditampilkan');
  });

  it('counts active filters and resets them', () => {
    const s = parse('q=fiqih&jenis=insidental&mode=online&radius=5');
    expect(activeFilterCount(s, 'distance')).toBe(4);
    expect(activeFilterCount(s, 'date')).toBe(3);
    expect(resetFilters(s)).toMatchObject({ q: '', type: '', mode: '', radius: 50 });
    expect(showAll({ ...s, sort: 'distance' })).toMatchObject({ q: '', sort: 'date', radius: 50 });
  });
});
