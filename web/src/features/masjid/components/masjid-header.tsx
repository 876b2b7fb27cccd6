import { MapPin, Route } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MasjidView } from '../api/masjid-api';
import { directionsUrl } from '../lib/masjid-links';
import { VerifiedBadge } from './masjid-card';
import { CalendarLink } from './masjid-share';
import { CopyButton } from './copy-button';
import { FollowToggle } from './follow-toggle';

/**
 * MasjidHeader is the top of a masjid's page: the photo, name, verified badge and address,
 * then what people do first: follow it, find the way, subscribe, and copy this week's
 * schedule for their WhatsApp group.
 */
export function MasjidHeader({ view }: { view: MasjidView }) {
  const m = view.masjid;
  return (
    <header className="flex flex-col gap-3">
      {m.photo_url && (
        <img
          src={m.photo_url}
          alt={`Foto ${m.name}`}
          className="aspect-[16/9] w-full rounded-2xl bg-stone-100 object-cover"
          width={800}
          height={450}
        />
      )}
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">{m.name}</h1>
          {m.verified && <VerifiedBadge />}
        </div>
        <p className="flex items-start gap-1.5 text-stone-700">
          <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-stone-400" />
          <span>
            {m.address}
            {m.region && <span className="block text-sm text-stone-500">{`${m.region} · ${m.zone}`}</span>}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FollowToggle target={{ kind: 'masjid', slug: m.slug, name: m.name }} />
        <Button asChild size="custom" variant="outline" className="min-h-9 gap-2 rounded-full px-3 text-sm">
          <a href={directionsUrl(m.latitude, m.longitude)} target="_blank" rel="noopener noreferrer">
            <Route aria-hidden /> Rute
          </a>
        </Button>
        <CalendarLink feed={m.feed_url} />
      </div>
      {view.week_text && (
        <CopyButton text={view.week_text} done="Jadwal pekan ini disalin. Tempel di grup WhatsApp Anda." variant="secondary" size="md" className="self-start">
          Salin jadwal pekan ini
        </CopyButton>
      )}
    </header>
  );
}
