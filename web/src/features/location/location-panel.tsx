import { Crosshair, Keyboard, LocateFixed, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readString, writeString } from '@/lib/storage';
import { useUserLocation, type LocationPanelProps } from '@/lib/user-location';
import { STORAGE_CARD_DISMISSED } from './geolocation';
import { LocationProblemBox } from './location-problem-box';
import { useLocationActions } from './location-provider';
import { ManualLocationInput } from './manual-location-lazy';

/** LocationPanel is the home page's location area: the card, the problem box, manual entry. */
export function LocationPanel({ onLocated, subject = 'kajian' }: LocationPanelProps) {
  const { location, detecting } = useUserLocation();
  const { detect, clear, problem } = useLocationActions();
  const [dismissed, setDismissed] = useState(() => readString(STORAGE_CARD_DISMISSED, 'session') === '1');
  const [editing, setEditing] = useState(false);
  // The typed search opens at once when the user asked to change a location.
  const [typing, setTyping] = useState(false);

  const askDevice = async () => {
    const loc = await detect(subject);
    if (loc) onLocated(loc);
  };

  if (location && !editing && !problem) {
    return (
      <div className="flex items-center gap-1 rounded-2xl border border-emerald-200 bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-900">
        <MapPin aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">
          Lokasi Anda: <strong>{location.city ?? 'Lokasi perangkat'}</strong>
          <span className="hidden sm:inline">{location.source === 'manual' ? ' (manual)' : ' (GPS)'}</span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setEditing(true);
            setTyping(true);
          }}
        >
          Ubah
        </Button>
        <Button size="sm" variant="ghost" onClick={clear} aria-label="Hapus lokasi">
          <X aria-hidden />
        </Button>
      </div>
    );
  }

  if (problem) return <LocationProblemBox onRetry={askDevice} onLocated={onLocated} />;

  if (dismissed && !editing) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Button size="sm" variant="outline" onClick={() => setDismissed(false)}>
          <MapPin aria-hidden /> Atur lokasi untuk {subject} terdekat
        </Button>
      </div>
    );
  }

  // First visit: two slim rows (what and the two ways), the typed search folded away until
  // asked for, so that the list starts above the fold on a phone.
  return (
    <section
      aria-labelledby="judul-lokasi"
      className="rounded-2xl border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white px-3 py-2.5"
    >
      <div className="flex items-center gap-2">
        <LocateFixed aria-hidden className="size-5 shrink-0 text-emerald-700" />
        <h2 id="judul-lokasi" className="min-w-0 flex-1 font-semibold text-stone-900">
          {subject === 'masjid' ? 'Temukan Masjid Terdekat' : 'Temukan Kajian Terdekat'}
        </h2>
        {editing ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Batal
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              writeString(STORAGE_CARD_DISMISSED, '1', 'session');
              setDismissed(true);
            }}
          >
            Nanti Saja
          </Button>
        )}
      </div>
      <p className="sr-only sm:not-sr-only sm:mt-1 sm:text-sm sm:text-stone-600">
        Izinkan akses lokasi agar kami dapat menampilkan {subject} terdekat dari tempat Anda.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void askDevice()} disabled={detecting}>
          <Crosshair aria-hidden /> {detecting ? 'Mendeteksi lokasi...' : 'Izinkan Lokasi'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={typing}
          aria-controls="ketik-lokasi"
          onClick={() => setTyping(!typing)}
        >
          <Keyboard aria-hidden /> Ketik Lokasi
        </Button>
      </div>
      {typing && (
        <div id="ketik-lokasi" className="mt-3">
          <ManualLocationInput
            onLocated={(loc) => {
              setEditing(false);
              setTyping(false);
              onLocated(loc);
            }}
          />
        </div>
      )}
    </section>
  );
}
