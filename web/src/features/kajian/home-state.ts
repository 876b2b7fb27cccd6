// The home page's state as the URL holds it (so a shared link reproduces the view), the
// sort-mode rules of spec §4 and the section titles. Pure, for tests.

export type SortMode = 'date' | 'distance';
export type TypeFilter = '' | 'regular' | 'recurring';
export type ModeFilter = '' | 'online' | 'offline';
export type HomeView = 'list' | 'peta';
/** Who the sessions are for ('Khusus Akhwat'); '' for everyone. */
export type AudienceFilter = '' | 'akhwat' | 'ikhwan' | 'anak-anak' | 'keluarga';
export const AUDIENCE_FILTERS = ['akhwat', 'ikhwan', 'anak-anak', 'keluarga'] as const;

/** A time shortcut ('Hari ini', …): only sessions whose next occurrence falls then; '' for any time. */
export type WaktuFilter = '' | 'hari-ini' | 'besok' | 'pekan-ini' | 'akhir-pekan';
export const WAKTU_CHIPS = [
  { value: 'hari-ini', label: 'Hari ini' },
  { value: 'besok', label: 'Besok' },
  { value: 'pekan-ini', label: 'Pekan ini' },
  { value: 'akhir-pekan', label: 'Akhir pekan' },
] as const satisfies readonly { value: WaktuFilter; label: string }[];

export const RADIUS_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_RADIUS_KM = 50;
export const SEARCH_DEBOUNCE_MS = 500;
export const FIRST_PAGE_SIZE = 6;
export const NEXT_PAGE_SIZE = 12;

export interface HomeUrlState {
  q: string;
  type: TypeFilter;
  mode: ModeFilter;
  audience: AudienceFilter;
  waktu: WaktuFilter;
  /** null: not chosen, so the default applies (distance when a location exists). */
  sort: SortMode | null;
  /** Kilometres; null is 'Semua' (unlimited). */
  radius: number | null;
  /** A place named in a shared link, e.g. ?kota=bandung. */
  kota: string | null;
  lat: number | null;
  lng: number | null;
  view: HomeView;
}

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function parseHomeUrl(params: URLSearchParams): HomeUrlState {
  const type = params.get('jenis');
  const mode = params.get('mode');
  const audience = params.get('peserta') ?? '';
  const waktu = WAKTU_CHIPS.find((c) => c.value === params.get('waktu'))?.value ?? '';
  const sort = params.get('urut');
  const radius = params.get('radius');
  const lat = number(params.get('lat'));
  const lng = number(params.get('lng'));
  const validPoint = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  let r: number | null = DEFAULT_RADIUS_KM;
  if (radius === 'semua') r = null;
  else if (radius !== null && (RADIUS_OPTIONS as readonly number[]).includes(Number(radius))) r = Number(radius);
  return {
    q: params.get('q') ?? '',
    type: type === 'rutin' ? 'recurring' : type === 'insidental' ? 'regular' : '',
    mode: mode === 'online' || mode === 'offline' ? mode : '',
    audience: (AUDIENCE_FILTERS as readonly string[]).includes(audience) ? (audience as AudienceFilter) : '',
    waktu,
    sort: sort === 'jarak' ? 'distance' : sort === 'tanggal' ? 'date' : null,
    radius: r,
    kota: (params.get('kota') ?? '').trim() || null,
    lat: validPoint ? lat : null,
    lng: validPoint ? lng : null,
    view: params.get('tampilan') === 'peta' ? 'peta' : 'list',
  };
}

/** toHomeSearch writes the state back, leaving defaults out so links stay short. */
export function toHomeSearch(state: HomeUrlState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q.trim()) p.set('q', state.q.trim());
  if (state.type) p.set('jenis', state.type === 'recurring' ? 'rutin' : 'insidental');
  if (state.mode) p.set('mode', state.mode);
  if (state.audience) p.set('peserta', state.audience);
  if (state.waktu) p.set('waktu', state.waktu);
  if (state.sort) p.set('urut', state.sort === 'distance' ? 'jarak' : 'tanggal');
  if (state.kota) p.set('kota', state.kota);
  if (state.lat !== null && state.lng !== null) {
    p.set('lat', state.lat.toFixed(3));
    p.set('lng', state.lng.toFixed(3));
  }
  if (state.radius === null) p.set('radius', 'semua');
  else if (state.radius !== DEFAULT_RADIUS_KM) p.set('radius', String(state.radius));
  if (state.view === 'peta') p.set('tampilan', 'peta');
  return p;
}

/**
 * effectiveSort applies spec §4: without a location only 'date' exists; with one, the
 * default is 'distance' unless the viewer chose otherwise.
 */
export function effectiveSort(chosen: SortMode | null, hasLocation: boolean): SortMode {
  if (!hasLocation) return 'date';
  return chosen ?? 'distance';
}

/** SORT_STORAGE_KEY is where the browser remembers the last sort the viewer chose (spec §4). */
export const SORT_STORAGE_KEY = 'kajian-kita:home-sort';

/**
 * chosenSort is the sort the viewer asked for: the link's, else the one they last chose on this
 * browser (a stored value that is not a sort counts as none).
 */
export function chosenSort(fromUrl: SortMode | null, stored: string | null): SortMode | null {
  if (fromUrl) return fromUrl;
  return stored === 'date' || stored === 'distance' ? stored : null;
}

/** sectionTitle names the list by sort and radius. */
export function sectionTitle(sort: SortMode, radius: number | null, manual: boolean): string {
  if (sort === 'distance') {
    if (radius !== null) return `Kajian dalam Radius ${radius} km`;
    return manual ? 'Kajian Terdekat (Lokasi Manual)' : 'Kajian Terdekat';
  }
  return 'Kajian Mendatang';
}

/** endMessage is shown under the last page. */
export function endMessage(sort: SortMode, radius: number | null): string {
  if (sort === 'distance' && radius !== null) return `Tidak ada kajian lagi dalam radius ${radius} km`;
  return 'Tidak ada kajian lagi untuk ditampilkan';
}

/** activeFilterCount counts what the filter panel's badge shows. */
export function activeFilterCount(state: HomeUrlState, sort: SortMode): number {
  let n = 0;
  if (state.q.trim()) n++;
  if (state.type) n++;
  if (state.mode) n++;
  if (state.audience) n++;
  if (sort === 'distance' && state.radius !== DEFAULT_RADIUS_KM) n++;
  return n;
}

/** withDistanceMode switches to nearest first and resets the radius (spec §4). */
export function withDistanceMode(state: HomeUrlState): HomeUrlState {
  return { ...state, sort: 'distance', radius: DEFAULT_RADIUS_KM };
}

/** resetFilters clears search, filters and the time shortcut, keeping the sort and location ('Reset Filter'). */
export function resetFilters(state: HomeUrlState): HomeUrlState {
  return { ...state, q: '', type: '', mode: '', audience: '', waktu: '', radius: DEFAULT_RADIUS_KM };
}

/** toggleWaktu chooses a time shortcut, or clears it when it is the one chosen. */
export function toggleWaktu(state: HomeUrlState, waktu: WaktuFilter): HomeUrlState {
  return { ...state, waktu: state.waktu === waktu ? '' : waktu };
}

/** showAll is 'Lihat Semua Kajian': every upcoming session by date, nothing filtered. */
export function showAll(state: HomeUrlState): HomeUrlState {
  return { ...state, q: '', type: '', mode: '', audience: '', waktu: '', sort: 'date', radius: DEFAULT_RADIUS_KM };
}

/** citySlug: 'Jakarta Selatan' → 'jakarta-selatan'. */
export function citySlug(city: string): string {
  return city
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
