import { BadgeCheck, CalendarDays, MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { formatDistance } from '@/lib/kajian-format';
import type { MasjidSummary } from '../api/masjid-api';
import { FacilityIcons } from './facilities';

/** masjidPath is a masjid's page. */
export function masjidPath(slug: string): string {
  return `/masjid/${encodeURIComponent(slug)}`;
}

/** upcomingLabel: 0 → 'Belum ada kajian terjadwal', 3 → '3 kajian mendatang'. */
export function upcomingLabel(count: number): string {
  return count > 0 ? `${String(count)} kajian mendatang` : 'Belum ada kajian terjadwal';
}

/** VerifiedBadge marks a masjid whose details an admin has checked. */
export function VerifiedBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
      <BadgeCheck aria-hidden className="size-3.5" /> Terverifikasi
    </span>
  );
}

/**
 * MasjidCard is one masjid in the directory: its name (the whole card is the link), the
 * verified badge, address, distance, the number of coming sessions and its facilities.
 */
export function MasjidCard({ m }: { m: MasjidSummary }) {
  return (
    <article
      className="relative flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-emerald-600"
      data-testid="masjid-card"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 text-base leading-snug font-semibold text-stone-900">
          <Link to={masjidPath(m.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {m.name}
          </Link>
        </h3>
        {m.verified && <VerifiedBadge />}
      </div>
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <MapPin aria-hidden className="size-4 shrink-0 text-stone-400" />
        <span className="min-w-0 truncate">{m.address || m.region}</span>
        {m.distance_km !== null && (
          <span className="ml-auto flex shrink-0 items-center gap-1 font-medium text-emerald-800">
            <Navigation aria-hidden className="size-3.5" />
            {formatDistance(m.distance_km)}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-stone-400" />
          {upcomingLabel(m.upcoming_count)}
        </p>
        <FacilityIcons keys={m.facilities} />
      </div>
    </article>
  );
}
