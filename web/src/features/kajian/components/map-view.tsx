import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Kajian } from '../api/home-queries';
import { KajianCard } from './kajian-card';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const INDONESIA: L.LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];

function pin(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span style="display:block;width:${selected ? 22 : 18}px;height:${selected ? 22 : 18}px;border-radius:9999px;background:${selected ? '#b45309' : '#047857'};border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>`,
    iconSize: [selected ? 22 : 18, selected ? 22 : 18],
    iconAnchor: [selected ? 11 : 9, selected ? 11 : 9],
  });
}

/**
 * MapView shows the current results as markers on an OpenStreetMap map; a marker opens its
 * card below the map. It is its own chunk with Leaflet, loaded only when 'Peta' is chosen.
 */
export default function MapView({
  items,
  center,
  signedIn,
}: {
  items: Kajian[];
  center: { latitude: number; longitude: number } | null;
  signedIn: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const placed = useMemo(() => items.filter((k) => k.latitude !== null && k.longitude !== null), [items]);

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { zoomControl: true, attributionControl: true });
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
    for (const k of placed) {
      const at: L.LatLngExpression = [k.latitude ?? 0, k.longitude ?? 0];
      L.marker(at, { icon: pin(k.id === selected), title: k.title, alt: k.title, keyboard: true })
        .on('click', () => setSelected(k.id))
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
  }, [placed, center, selected]);

  // Fit the view to the results (not on every selection, which would move the map).
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const points: L.LatLngExpression[] = placed.map((k) => [k.latitude ?? 0, k.longitude ?? 0]);
    if (center) points.push([center.latitude, center.longitude]);
    if (points.length > 0) m.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 14 });
    else m.fitBounds(INDONESIA);
  }, [placed, center]);

  const chosen = placed.find((k) => k.id === selected);
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={element}
        role="region"
        aria-label="Peta kajian"
        className="z-0 h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl border border-stone-200"
      />
      <p className="text-sm text-stone-600">
        {placed.length} kajian di peta. Ketuk penanda untuk melihat kajiannya.
        {items.length > placed.length && ` ${items.length - placed.length} kajian online tidak ditampilkan di peta.`}
      </p>
      {chosen && (
        <div className="max-w-md" data-testid="map-selected">
          <KajianCard k={chosen} signedIn={signedIn} />
        </div>
      )}
    </div>
  );
}
