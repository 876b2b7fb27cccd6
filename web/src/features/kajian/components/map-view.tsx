import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Kajian, MapPoint, MapPoints } from '../api/home-queries';
import { KajianCard } from './kajian-card';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const INDONESIA: L.LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];

/** A place on the map and the sessions held there (a masjid often holds several). */
interface Place {
  key: string;
  lat: number;
  lng: number;
  sessions: MapPoint[];
}

function placesOf(points: MapPoint[]): Place[] {
  const byKey = new Map<string, Place>();
  for (const p of points) {
    const key = `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
    const place = byKey.get(key) ?? { key, lat: p.lat, lng: p.lng, sessions: [] };
    place.sessions.push(p);
    byKey.set(key, place);
  }
  return [...byKey.values()];
}

/** pin is a place's marker: a dot, with the number of its sessions when there are several. */
function pin(count: number, selected: boolean): L.DivIcon {
  const size = count > 1 ? 28 : selected ? 22 : 18;
  const label = count > 1 ? String(count) : '';
  return L.divIcon({
    className: '',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:9999px;background:${selected ? '#b45309' : '#047857'};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.4);color:white;font:600 12px/1 system-ui,sans-serif">${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
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
}: {
  /** Every match's place; undefined while it loads. */
  points: MapPoints | undefined;
  /** The list's loaded sessions: a chosen one among them shows its full card. */
  items: Kajian[];
  center: { latitude: number; longitude: number } | null;
  signedIn: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const placed = useMemo(() => points?.points ?? [], [points]);
  const places = useMemo(() => placesOf(placed), [placed]);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: false, attributionControl: true });
    L.control.zoom({ zoomInTitle: 'Perbesar peta', zoomOutTitle: 'Perkecil peta' }).addTo(m);
    L.tileLayer(TILES, {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const place of places) {
      const first = place.sessions[0]?.title ?? '';
      const title = place.sessions.length > 1 ? `${String(place.sessions.length)} kajian: ${first}, …` : first;
      L.marker([place.lat, place.lng], { icon: pin(place.sessions.length, place.key === selected), title, alt: title, keyboard: true })
        .on('click', () => setSelected(place.key))
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
  }, [places, center, selected]);

  // Fit the view to the results (not on every selection, which would move the map).
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const bounds: L.LatLngExpression[] = places.map((p) => [p.lat, p.lng]);
    if (center) bounds.push([center.latitude, center.longitude]);
    if (bounds.length > 0) m.fitBounds(L.latLngBounds(bounds), { padding: [30, 30], maxZoom: 14 });
    else m.fitBounds(INDONESIA);
  }, [places, center]);

  const chosen = places.find((p) => p.key === selected);
  const unplaced = (points?.total ?? 0) - placed.length;
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={element}
        role="region"
        aria-label="Peta kajian"
        className="z-0 h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl border border-stone-200"
      />
      {points && (
        <p className="text-sm text-stone-600" data-testid="jumlah-peta">
          {placed.length} kajian di peta. Ketuk penanda untuk melihat kajiannya.
          {unplaced > 0 && ` ${String(unplaced)} kajian tanpa lokasi (online) tidak ditampilkan di peta.`}
        </p>
      )}
      {chosen && (
        <ul className="flex max-w-md flex-col gap-2" data-testid="map-selected">
          {chosen.sessions.map((s) => {
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
