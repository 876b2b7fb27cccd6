import { CalendarPlus, Code, MonitorPlay } from 'lucide-react';
import type { MasjidDetail } from '../api/masjid-api';
import { embedSnippet, tvPath, webcalUrl } from '../lib/masjid-links';
import { CopyButton } from './copy-button';

/** CalendarLink subscribes a calendar app to a feed (webcal://), with a visible label. */
export function CalendarLink({ feed, label = 'Langganan kalender' }: { feed: string; label?: string }) {
  return (
    <a
      href={webcalUrl(feed, window.location.host)}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <CalendarPlus aria-hidden className="size-4" />
      {label}
    </a>
  );
}

/**
 * MasjidWebsiteTools is for the DKM's own website and foyer screen: the iframe snippet of the
 * masjid's widget with 'Salin', and the link to its TV page.
 */
export function MasjidWebsiteTools({ masjid }: { masjid: MasjidDetail }) {
  const snippet = embedSnippet(window.location.origin, masjid.slug, masjid.name);
  return (
    <section aria-labelledby="judul-website" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="judul-website" className="flex items-center gap-2 font-semibold text-stone-900">
        <Code aria-hidden className="size-5 text-emerald-700" /> Jadwal di Website & Layar Masjid
      </h2>
      <p className="mt-1 text-sm text-stone-600">Tempel kode ini di website masjid agar jadwalnya selalu terbaru.</p>
      <label htmlFor="kode-sematan" className="sr-only">
        Kode sematan jadwal
      </label>
      <textarea
        id="kode-sematan"
        readOnly
        rows={3}
        value={snippet}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 w-full resize-none rounded-xl border border-stone-300 bg-stone-50 p-2 font-mono text-xs text-stone-800"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <CopyButton text={snippet} done="Kode sematan disalin" label="Salin kode sematan">
          Salin kode
        </CopyButton>
        {/* The TV page is the server's own page, not one of the app's. */}
        <a
          href={tvPath(masjid.slug)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          <MonitorPlay aria-hidden className="size-4" /> Tampilan TV masjid
        </a>
      </div>
    </section>
  );
}
