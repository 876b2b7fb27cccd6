import {
  Accessibility,
  AirVent,
  Baby,
  Bike,
  Car,
  Droplets,
  type LucideIcon,
  UsersRound,
  Video,
} from 'lucide-react';

/**
 * The fixed facilities a masjid may offer, in the server's order and with its labels
 * (internal/kajian/masjid.go): the directory gets only their keys.
 */
export const FACILITIES: readonly { key: string; label: string; icon: LucideIcon }[] = [
  { key: 'area-akhwat', label: 'Area akhwat', icon: UsersRound },
  { key: 'parkir-mobil', label: 'Parkir mobil', icon: Car },
  { key: 'parkir-motor', label: 'Parkir motor', icon: Bike },
  { key: 'akses-kursi-roda', label: 'Akses kursi roda', icon: Accessibility },
  { key: 'wudhu-akhwat', label: 'Tempat wudhu akhwat', icon: Droplets },
  { key: 'penitipan-anak', label: 'Penitipan anak', icon: Baby },
  { key: 'ac', label: 'AC', icon: AirVent },
  { key: 'live-streaming', label: 'Live streaming', icon: Video },
];

/** facilitiesOf is the known facilities among keys, in the fixed order (unknown keys dropped). */
export function facilitiesOf(keys: readonly string[]): typeof FACILITIES {
  return FACILITIES.filter((f) => keys.includes(f.key));
}

/** FacilityIcons is the directory's compact row: icons only, each named for screen readers. */
export function FacilityIcons({ keys }: { keys: readonly string[] }) {
  const list = facilitiesOf(keys);
  if (list.length === 0) return null;
  return (
    <ul aria-label="Fasilitas" className="flex flex-wrap items-center gap-1">
      {list.map(({ key, label, icon: Icon }) => (
        <li key={key} title={label} className="flex size-7 items-center justify-center rounded-lg bg-emerald-50 text-emerald-800">
          <Icon aria-hidden className="size-4" />
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** FacilityList is the masjid page's facilities: each icon with its label. */
export function FacilityList({ items }: { items: readonly { key: string; label: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2">
      {items.map(({ key, label }) => {
        const Icon = FACILITIES.find((f) => f.key === key)?.icon;
        return (
          <li key={key} className="flex min-h-10 items-center gap-2 rounded-xl bg-emerald-50 px-3 text-sm font-medium text-emerald-900">
            {Icon && <Icon aria-hidden className="size-4 shrink-0" />}
            {label}
          </li>
        );
      })}
    </ul>
  );
}
