import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Landmark, LocateFixed, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { postingQueries, type MasjidSuggestion } from '../api/posting-api';
import type { PostingFormState } from '../hooks/use-posting-form';

/**
 * MasjidPicker links the session to a masjid: suggestions by name as the user types, or nearest
 * first from the phone's location. Choosing one fills the place's name and address and sets
 * masjid_id (the server gives the session the masjid's point); the link can be dropped again.
 */
export function MasjidPicker({ f }: { f: PostingFormState }) {
  const id = useId();
  const [masjidId, masjidName] = useWatch({ control: f.form.control, name: ['masjid_id', 'masjid_name'] });
  const [q, setQ] = useState('');
  const [near, setNear] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const term = useDebouncedValue(q.trim(), 300);
  const enabled = !masjidId && (term.length >= 2 || near !== null);
  const found = useQuery({
    ...postingQueries.masjid({ q: term, lat: near?.lat, lng: near?.lng }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const choose = (m: MasjidSuggestion) => {
    f.set('masjid_id', m.id);
    f.set('masjid_name', m.name);
    f.set('location', m.name);
    f.set('address', [m.address, m.region].filter(Boolean).join(', '));
    f.set('maps_url', '');
    setQ('');
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setNear({ lat: p.coords.latitude, lng: p.coords.longitude });
        setLocating(false);
      },
      () => setLocating(false),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  if (masjidId) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-emerald-900">
          <Landmark aria-hidden className="size-5 shrink-0" />
          <span className="[overflow-wrap:anywhere]">
            Masjid: <strong>{masjidName || 'terpilih'}</strong>
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            f.set('masjid_id', '');
            f.set('masjid_name', '');
          }}
        >
          <X aria-hidden />
          Lepas
        </Button>
      </div>
    );
  }
  const items = enabled ? (found.data?.items ?? []) : [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-800">
        Masjid
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder="Cari nama masjid"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button variant="outline" onClick={locate} disabled={locating} aria-label="Masjid terdekat">
          <LocateFixed aria-hidden />
          <span className="hidden min-[400px]:inline">Terdekat</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        Opsional. Pilih masjid agar kajian tampil di halaman masjidnya; nama tempat dan alamat terisi otomatis.
      </p>
      {items.length > 0 && (
        <ul aria-label="Saran masjid" className="flex flex-col gap-1">
          {items.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => choose(m)}
                className="flex min-h-11 w-full flex-col items-start rounded-xl border border-stone-200 bg-white px-3 py-2 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
              >
                <span className="font-medium text-stone-900">{m.name}</span>
                <span className="text-sm text-stone-600">
                  {m.region}
                  {m.distance_km !== null ? ` · ${m.distance_km.toLocaleString('id-ID', { maximumFractionDigits: 1 })} km` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
