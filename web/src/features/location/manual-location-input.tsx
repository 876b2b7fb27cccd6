import { useQuery } from '@tanstack/react-query';
import { MapPin, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { LocationPanelProps } from '@/lib/user-location';
import { geocode, placeQueries, type GeocodeResult, type Place } from './api';
import { confidencePercent } from './geolocation';
import { useLocationActions } from './location-provider';

const SUGGEST_DEBOUNCE_MS = 200;
const SUGGEST_MIN_CHARS = 2;
const NOT_FOUND_HINT_CHARS = 3;
const MAX_SUGGESTIONS = 8;
const NOT_FOUND = 'Lokasi tidak ditemukan. Pastikan nama lokasi lengkap dan benar.';

interface Candidate {
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  confidence: number;
}

function candidateOf(result: GeocodeResult, fallbackCity: string): Candidate {
  return {
    city: result.city || fallbackCity,
    address: result.formatted_address,
    latitude: result.latitude,
    longitude: result.longitude,
    confidence: result.confidence,
  };
}

/** ManualLocationInput offers gazetteer places as the user types; Enter geocodes the text. */
export function ManualLocationInput({ onLocated }: { onLocated: LocationPanelProps['onLocated'] }) {
  const { setManual } = useLocationActions();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const listId = useId();
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const wanted = query.length === 0 || query.length >= SUGGEST_MIN_CHARS;
  const suggestions = useQuery({ ...placeQueries.suggest(query), enabled: open && wanted });
  const items: Place[] = wanted ? (suggestions.data?.items ?? []).slice(0, query ? MAX_SUGGESTIONS : 15) : [];
  const showNotFound =
    query.length >= NOT_FOUND_HINT_CHARS && suggestions.isSuccess && suggestions.data.items.length === 0;

  const lookUp = async (address: string, city: string) => {
    setSearching(true);
    try {
      const result = await geocode(address);
      setCandidate(candidateOf(result, city));
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_address') notify.error(error.message);
      else if (isApiError(error) && error.status >= 400 && error.status < 500) notify.error(error.message);
      else notify.error('Gagal mencari lokasi. Silakan coba lagi.');
    } finally {
      setSearching(false);
    }
  };

  const choose = (place: Place) => {
    setText(place.display_name);
    void lookUp(place.display_name, place.city);
  };

  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="mb-1 block text-sm font-medium text-stone-700">
        Atau masukkan lokasi manual
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <Input
          id={`${listId}-input`}
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          className="pl-10"
          placeholder="Ketik nama kota, mis. Bandung"
          value={text}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((i) => Math.min(items.length - 1, i + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(-1, i - 1));
            } else if (e.key === 'Escape') {
              setOpen(false);
            } else if (e.key === 'Enter') {
              e.preventDefault();
              const picked = items[active];
              if (picked) choose(picked);
              else if (text.trim()) void lookUp(text.trim(), text.trim());
            }
          }}
        />
      </div>
      {searching && <p className="mt-1 text-sm text-stone-500">Mencari lokasi...</p>}
      {open && items.length > 0 && (
        <ul
          id={`${listId}-list`}
          role="listbox"
          aria-label="Saran lokasi"
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {!query && <li className="px-3 py-1 text-xs font-semibold text-stone-500 uppercase">Kota populer</li>}
          {items.map((place, i) => (
            <li
              key={`${place.name}-${place.province}`}
              role="option"
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${i === active ? 'bg-emerald-50' : 'hover:bg-stone-50'}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
            >
              <MapPin aria-hidden className="size-4 shrink-0 text-emerald-700" />
              <span>{place.display_name}</span>
            </li>
          ))}
        </ul>
      )}
      {open && showNotFound && <p className="mt-1 text-sm text-amber-700">{NOT_FOUND}</p>}
      <Dialog open={candidate !== null} onOpenChange={(o) => !o && setCandidate(null)}>
        <DialogContent>
          <DialogTitle>Konfirmasi Lokasi</DialogTitle>
          <DialogDescription>Apakah lokasi ini benar?</DialogDescription>
          {candidate && (
            <dl className="mt-4 space-y-2 rounded-xl bg-stone-50 p-4 text-sm">
              <div>
                <dt className="text-stone-500">Kota</dt>
                <dd className="font-semibold text-stone-900">{candidate.city}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Alamat</dt>
                <dd className="text-stone-900">{candidate.address}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Tingkat keyakinan</dt>
                <dd className="text-stone-900">{confidencePercent(candidate.confidence)}</dd>
              </div>
            </dl>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setCandidate(null)}>
              Batal
            </Button>
            <Button
              onClick={() => {
                if (!candidate) return;
                const c = candidate;
                setCandidate(null);
                setText('');
                void setManual({
                  city: c.city,
                  displayName: c.address,
                  latitude: c.latitude,
                  longitude: c.longitude,
                }).then(onLocated, (error: unknown) => {
                  notify.error(`Gagal mengatur lokasi: ${error instanceof Error ? error.message : 'Terjadi kesalahan'}`);
                });
              }}
            >
              Ya, Gunakan Lokasi Ini
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
