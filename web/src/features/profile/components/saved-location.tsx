import { MapPin, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Profile } from '@/features/profile/api/profile-api';

/** SavedLocation shows the profile's saved manual location (city, name, coordinates) with 'Hapus Lokasi'. */
export function SavedLocation({
  profile,
  clearing,
  onClear,
}: {
  profile: Profile;
  clearing: boolean;
  onClear: () => void;
}) {
  const lat = profile.manual_location_latitude;
  const lng = profile.manual_location_longitude;
  if (lat === null || lng === null) {
    return (
      <p className="text-stone-600">
        Belum ada lokasi tersimpan. Atur lokasi dari beranda untuk melihat kajian terdekat.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-emerald-100 bg-emerald-50/60 p-4">
      <div className="flex gap-3">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{profile.manual_location_city}</p>
          {profile.manual_location_display_name && (
            <p className="text-sm break-words text-stone-600">{profile.manual_location_display_name}</p>
          )}
          <p className="mt-1 text-xs text-stone-500 tabular-nums">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" className="self-start" disabled={clearing} onClick={onClear}>
        <Trash2 aria-hidden />
        {clearing ? 'Menghapus...' : 'Hapus Lokasi'}
      </Button>
    </div>
  );
}
