import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { offlineSince } from '@/lib/offline-copy';
import { useDocumentTitle } from '@/lib/use-document-title';
import { masjidScreenQueries, TV_REFRESH_MS, type TvAnswer } from '../api/tv-queries';
import { TvClock } from '../components/tv-clock';
import { TvPrayers } from '../components/tv-prayers';
import { TvSessions } from '../components/tv-sessions';
import { dayLabel, ianaZone, splitSessions, wallClock } from '../tv-schedule';
import { useNow } from '../use-now';

/** The lists share the screen's height: today's first, the next ones fill the rest. */
const TV_ROWS = 6;
const TV_TODAY_MAX = 3;

/**
 * MasjidTvPage is /masjid/{slug}/tv, a 1920×1080 lobby screen outside the app's chrome: clock,
 * dates, prayer times, today's and the next sessions, and a QR code to the masjid's page. It
 * asks for nothing but the masjid's public data and never asks anyone to sign in.
 */
export function MasjidTvPage() {
  const { slug = '' } = useParams();
  const query = useQuery(masjidScreenQueries.tv(slug));
  const now = useNow(15_000);
  useDocumentTitle(query.data ? `Layar ${query.data.masjid.name}` : 'Layar masjid');

  if (!query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <main className="flex h-dvh items-center justify-center bg-emerald-950 p-[4vw] text-center text-white">
        <h1 className="text-[min(3vw,5vh)] font-bold">
          {notFound
            ? 'Masjid tidak ditemukan'
            : query.isError
              ? 'Jadwal belum dapat dimuat. Layar akan mencoba lagi otomatis.'
              : 'Memuat jadwal...'}
        </h1>
      </main>
    );
  }
  const stale = staleSince(query.data, query.dataUpdatedAt, now);
  return <TvScreen data={query.data} slug={slug} now={now} stale={stale} />;
}

/** staleSince is when the shown copy was fetched, when it is an old one (offline, or failing). */
function staleSince(data: TvAnswer, updatedAt: number, now: Date): number | undefined {
  const kept = offlineSince(data);
  if (kept !== undefined) return kept;
  return now.getTime() - updatedAt > 2 * TV_REFRESH_MS ? updatedAt : undefined;
}

function TvScreen({ data, slug, now, stale }: { data: TvAnswer; slug: string; now: Date; stale: number | undefined }) {
  const { masjid } = data;
  const zone = ianaZone(masjid.zone);
  const sessions = [...data.upcoming, ...data.weekly.flatMap((d) => d.sessions)];
  const split = splitSessions(sessions, now, zone);
  const today = split.today.slice(0, TV_TODAY_MAX);
  const next = split.next.slice(0, TV_ROWS - Math.max(today.length, 1));
  return (
    <main className="grid h-dvh grid-cols-[3fr_2fr] gap-[2vw] overflow-hidden bg-emerald-950 p-[2vw] text-white">
      <div className="flex min-h-0 flex-col gap-[2.4vh]">
        <div>
          <h1 className="truncate text-[min(3.2vw,5.6vh)] font-bold leading-tight">{masjid.name}</h1>
          <p className="truncate text-[min(1.5vw,2.7vh)] text-emerald-100">{masjid.address || masjid.region}</p>
        </div>
        <TvSessions
          title="Kajian Hari Ini"
          items={today}
          zone={zone}
          empty="Tidak ada kajian lagi hari ini."
          showDay={false}
          testId="tv-today"
        />
        <TvSessions
          title="Kajian Berikutnya"
          items={next}
          zone={zone}
          empty="Belum ada jadwal kajian berikutnya."
          showDay
          testId="tv-next"
        />
        {stale !== undefined && (
          <p role="status" className="mt-auto text-[min(1.3vw,2.3vh)] text-amber-200" data-testid="tv-stale">
            Terakhir diperbarui {dayLabel(new Date(stale), zone)} {wallClock(new Date(stale), zone)}
          </p>
        )}
      </div>
      <div className="flex min-h-0 flex-col justify-between gap-[2vh]">
        <TvClock zone={zone} zoneLabel={masjid.zone} />
        <TvPrayers times={data.prayer_times} now={now} />
        <div className="flex items-center gap-[1.5vw] rounded-[1vw] bg-white p-[1vw] text-emerald-950">
          <img
            src={`/masjid/${encodeURIComponent(slug)}/qr.svg`}
            alt={`Kode QR halaman ${masjid.name}`}
            className="size-[min(11vw,19vh)] shrink-0"
          />
          <p className="min-w-0 text-[min(1.5vw,2.7vh)] leading-snug">
            <span className="block font-bold">Pindai untuk jadwal lengkap</span>
            <span className="block break-all text-[min(1.2vw,2.1vh)] text-stone-700">
              {masjid.page_url.replace(/^https?:\/\//, '')}
            </span>
          </p>
        </div>
      </div>
    </main>
  );
}
