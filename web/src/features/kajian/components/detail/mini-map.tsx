import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * MiniMap is a small OpenStreetMap map with a pin at the venue. It is its own chunk (with
 * Leaflet), loaded only on pages whose session has coordinates.
 */
export default function MiniMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const map = L.map(el, {
      center: [latitude, longitude],
      zoom: 16,
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile, // one finger scrolls the page on phones
      attributionControl: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Perbesar peta', zoomOutTitle: 'Perkecil peta' }).addTo(map);
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(map);
    // A CSS pin: Leaflet's default marker images do not survive bundling.
    const pin = L.divIcon({
      className: '',
      // A teardrop: the square corner of the rounded box, turned to point down at the venue.
      html: '<span class="block size-6 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white bg-emerald-700 shadow-md"></span>',
      iconSize: [24, 24],
      iconAnchor: [12, 29],
    });
    L.marker([latitude, longitude], { icon: pin, title: label, alt: label, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, label]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={`Peta lokasi ${label}`}
      className="relative z-0 h-48 w-full overflow-hidden rounded-2xl border border-stone-200 bg-stone-100"
    />
  );
}
