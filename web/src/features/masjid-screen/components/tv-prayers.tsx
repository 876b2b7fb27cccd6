import { cn } from '@/lib/cn';
import { nextPrayer, PRAYER_ORDER, prayerName, type PrayerTimes } from '../tv-schedule';

/** TvPrayers shows today's five prayer times, one a row, the next one highlighted. */
export function TvPrayers({ times, now }: { times: PrayerTimes; now: Date }) {
  const next = nextPrayer(times, now);
  return (
    <section aria-labelledby="tv-prayers-title">
      <h2 id="tv-prayers-title" className="sr-only">
        Jadwal sholat hari ini
      </h2>
      <ol className="flex flex-col gap-[0.8vh]">
        {PRAYER_ORDER.map((p) => {
          const isNext = p === next;
          return (
            <li
              key={p}
              aria-current={isNext ? 'time' : undefined}
              data-testid={isNext ? 'tv-next-prayer' : undefined}
              className={cn(
                'flex items-center gap-[1vw] rounded-[0.8vw] px-[1.4vw] py-[0.9vh]',
                isNext ? 'bg-amber-300 text-emerald-950' : 'bg-emerald-900 text-white',
              )}
            >
              <span className="text-[min(2vw,3.6vh)] font-semibold">{prayerName(p)}</span>
              {isNext && (
                <span className="rounded-full bg-emerald-950 px-[0.8vw] text-[min(1vw,1.8vh)] font-bold text-amber-200 uppercase">
                  Berikutnya
                </span>
              )}
              <span className="ml-auto text-[min(2.6vw,4.6vh)] font-bold tabular-nums leading-tight">
                {times[p].replace(':', '.')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
