import { Radio, Video } from 'lucide-react';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';

/**
 * liveBannerShown: the banner is for the day the session is held (or, once a one-off session
 * has passed, its recording); on other days the stream's link sits in the session's details.
 */
export function liveBannerShown(kajian: KajianDetail): boolean {
  return Boolean(kajian.live_stream_url) && ((kajian.type === 'regular' && kajian.is_past) || kajian.is_today);
}

/**
 * LiveBanner points to today's live stream, or to its recording once a one-off session has
 * passed, with the 'Tonton' link.
 */
export function LiveBanner({ kajian }: { kajian: KajianDetail }) {
  const url = kajian.live_stream_url;
  if (!url || !liveBannerShown(kajian)) return null;
  const recording = kajian.type === 'regular' && kajian.is_past;
  const today = !recording;
  const title = recording ? 'Rekaman kajian' : 'Live streaming hari ini';
  const text = recording
    ? 'Tonton rekaman kajian ini kapan saja.'
    : kajian.type === 'recurring'
      ? 'Kajian rutin ini disiarkan langsung setiap pekan.'
      : 'Ikuti kajian ini secara langsung dari mana saja.';
  const Icon = recording ? Video : Radio;
  return (
    <section
      aria-label={title}
      className="flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-red-900"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
        <Icon aria-hidden className={today ? 'size-5 motion-safe:animate-pulse' : 'size-5'} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-red-800">{text}</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-red-600 px-4 font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        Tonton
      </a>
    </section>
  );
}
