import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Kajian, MapPoints } from '../api/home-queries';
import { clusterPlaces, isGroup, pinSize, placesOf, RING_PX, type Cluster } from '../map-clusters';
import { KajianCard } from './kajian-card';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const INDONESIA: L.LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];

/**
 * pin is a marker: a dot for one session, its number for a place with several, and a larger
 * ringed badge for nearby places drawn as one (a tap zooms in to them). Sizes and the ring come
 * from map-clusters, which keeps markers from overlapping by them.
 */
function pin(cluster: Cluster, selected: boolean): L.DivIcon {
  const group = isGroup(cluster);
  const size = pinSize(cluster, selected);
  const label = cluster.count > 1 ? String(cluster.count) : '';
  const background = selected ? '#b45309' : group ? '#065f46' : '#047857';
  const ring = group
    ? `box-shadow:0 0 0 ${String(RING_PX)}px rgba(4,120,87,.35),0 1px 4px rgba(0,0,0,.4)`
    : 'box-shadow:0 1px 4px rgba(0,0,0,.4)';
  return L.divIcon({
    className: '',
    html: `<span style="box-sizing:border-box;display:flex;align-items:center;justify-content:center;width:${String(size)}px;height:${String(size)}px;border-radius:9999px;background:${background};border:3px solid white;${ring};color:white;font:600 12px/1 system-ui,sans-serif">${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** projection places a point on the screen at a zoom, as the map draws it (Web Mercator). */
const projection = (zoom: number) => (lat: number, lng: number) => L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);

/** inseparable tells a group whose places stay drawn as one even at the closest zoom. */
const inseparable = (cluster: Cluster, maxZoom: number): boolean =>
  clusterPlaces(cluster.places, projection(maxZoom)).length === 1;

/** MapWords are what the map says of its points: sessions here, masjid on the masjid directory. */
export interface MapWords {
  region: string;
  /** A marker of nearby places drawn as one. */
  group: (count: number) => string;
  /** Below the map: how many points it shows. */
  count: (count: number) => string;
}

const KAJIAN_WORDS: MapWords = {
  region: 'Peta kajian',
  group: (n) => `${String(n)} kajian di sekitar sini: perbesar peta`,
  count: (n) => `${String(n)} kajian di peta. Ketuk penanda untuk melihat kajiannya.`,
};

/** markerTitle names a marker for screen readers and as its tooltip. */
function markerTitle(cluster: Cluster, words: MapWords): string {
  if (isGroup(cluster)) return words.group(cluster.count);
  const sessions = cluster.places[0]?.sessions ?? [];
  const first = sessions[0]?.title ?? '';
  return sessions.length > 1 ? `${String(sessions.length)} kajian: ${first}, …` : first;
}

/**
 * MapView shows every session the list's filters match (GET /kajian/points) as markers on an
 * OpenStreetMap map, one per place; a marker opens its sessions below the map. It is its own
 * chunk with Leaflet, loaded only when 'Peta' is chosen.
 */
export default function MapView({
  points,
  items,
  center,
  signedIn,
  words = KAJIAN_WORDS,
}: {
  /** Every match's place; undefined while it loads. */
  points: MapPoints | undefined;
  /** The list's loaded sessions: a chosen one among them shows its full card. */
  items: Kajian[];
  center: { latitude: number; longitude: number } | null;
  signedIn: boolean;
  /** The masjid directory reuses the map for its masjid. */
  words?: MapWords;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const placed = useMemo(() => points?.points ?? [], [points]);
  const places = useMemo(() => placesOf(placed), [placed]);
  // Markers are regrouped at every zoom: nearby places are drawn as one until zoomed in.
  // They are grouped for the whole map, not the part on screen, so a pan moves no marker into
  // another group and every session stays counted on some marker.
  const [zoom, setZoom] = useState<number | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: false, attributionControl: true });
    L.control.zoom({ zoomInTitle: 'Perbesar peta', zoomOutTitle: 'Perkecil peta' }).addTo(m);
    L.tileLayer(TILES, {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    m.on('zoomend moveend', () => setZoom(m.getZoom()));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  const clusters = useMemo(() => (zoom === null ? [] : clusterPlaces(places, projection(zoom))), [places, zoom]);

  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m || zoom === null) return;
    group.clearLayers();
    for (const cluster of clusters) {
      const title = markerTitle(cluster, words);
      L.marker([cluster.lat, cluster.lng], { icon: pin(cluster, cluster.key === selected), title, alt: title, keyboard: true })
        .on('click', () => {
          if (!isGroup(cluster) || m.getZoom() >= m.getMaxZoom() || inseparable(cluster, m.getMaxZoom())) {
            // A place, or places too close to split even at the closest zoom: list their sessions
            // (there, at the closest zoom, for places too close to split).
            if (isGroup(cluster)) m.setView([cluster.lat, cluster.lng], m.getMaxZoom());
            setSelected(cluster.key);
            return;
          }
          // Zoom in to its places: to fit them, and at least one step, so a tap always zooms in
          // (a group as wide as the screen would otherwise not move).
          const bounds = L.latLngBounds(cluster.places.map((p) => [p.lat, p.lng]));
          const fit = m.getBoundsZoom(bounds, false, L.point(80, 80));
          m.setView(bounds.getCenter(), Math.min(m.getMaxZoom(), Math.max(m.getZoom() + 1, fit)));
        })
        .addTo(group);
    }
    if (center) {
      L.circleMarker([center.latitude, center.longitude], {
        radius: 7,
        color: '#1d4ed8',
        fillColor: '#3b82f6',
        fillOpacity: 0.9,
      })
        .bindTooltip('Lokasi Anda')
        .addTo(group);
    }
    // Tells the browser tests which zoom the drawn markers belong to.
    m.getContainer().dataset.zoom = String(zoom);
  }, [clusters, zoom, center, selected, words]);

  // Fit the view to the results (not on every selection, which would move the map).
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const bounds: L.LatLngExpression[] = places.map((p) => [p.lat, p.lng]);
    if (center) bounds.push([center.latitude, center.longitude]);
    if (bounds.length > 0) m.fitBounds(L.latLngBounds(bounds), { padding: [30, 30], maxZoom: 14 });
    else m.fitBounds(INDONESIA);
  }, [places, center]);

  const chosen = clusters.find((c) => c.key === selected)?.places.flatMap((p) => p.sessions);
  const unplaced = (points?.total ?? 0) - placed.length;
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={element}
        role="region"
        aria-label={words.region}
        className="z-0 h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl border border-stone-200"
      />
      {points && (
        <p className="text-sm text-stone-600" data-testid="jumlah-peta">
          {words.count(placed.length)}
          {unplaced > 0 && ` ${String(unplaced)} kajian tanpa lokasi (online) tidak ditampilkan di peta.`}
        </p>
      )}
      {chosen && (
        <ul className="flex max-w-md flex-col gap-2" data-testid="map-selected">
          {chosen.map((s) => {
            const card = items.find((k) => k.id === s.id);
            return (
              <li key={s.id}>
                {card ? (
                  <KajianCard k={card} signedIn={signedIn} />
                ) : (
                  <Link
                    to={s.path}
                    className="flex min-h-12 items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white p-3 font-semibold text-stone-900 shadow-sm hover:shadow-md"
                  >
                    {s.title}
                    <span className="shrink-0 text-sm text-emerald-800">Lihat Detail</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
