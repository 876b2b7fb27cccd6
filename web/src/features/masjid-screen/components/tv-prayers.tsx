import { cn } from '@/lib/cn';
import { nextPrayer, PRAYER_ORDER, prayerName, type PrayerTimes } from '../tv-schedule';

/** TvPrayers shows today's five prayer times, the next one highlighted. */
export function TvPrayers({ times, now }: { times: PrayerTimes; now: Date }) {
  const next = nextPrayer(times, now);
  return (
    <section aria-labelledby="tv-prayers-title">
      <h2 id="tv-prayers-title" className="sr-only">
        Jadwal sholat hari ini
      </h2>
      <ol className="grid grid-cols-5 gap-[0.6vw]">
        {PRAYER_ORDER.map((p) => {
          const isNext = p === next;
          return (
            <li
              key={p}
              aria-current={isNext ? 'time' : undefined}
              data-testid={isNext ? 'tv-next-prayer' : undefined}
              className={cn(
                'flex flex-col items-center rounded-[1vw] px-[0.4vw] py-[1.2vh]',
                isNext ? 'bg-amber-300 text-emerald-950' : 'bg-emerald-900 text-white',
              )}
            >
              <span className="text-[min(1.4vw,2.5vh)] font-semibold">{prayerName(p)}</span>
              <span className="text-[min(2.5vw,4.4vh)] font-bold tabular-nums leading-tight">
                {times[p].replace(':', '.')}
              </span>
              <span className={cn('text-[min(1vw,1.8vh)] font-semibold uppercase', !isNext && 'invisible')}>
                Berikutnya
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
