import { gregorianDate, hijriDate, wallClock } from '../tv-schedule';
import { useNow } from '../use-now';

/** TvClock is the screen's large clock in the masjid's zone, with today's Gregorian and Hijri dates. */
export function TvClock({ zone, zoneLabel }: { zone: string; zoneLabel: string }) {
  const now = useNow(1000);
  const seconds = new Intl.DateTimeFormat('en-GB', { second: '2-digit', timeZone: zone }).format(now).padStart(2, '0');
  return (
    <div className="text-center">
      <p className="flex items-stretch justify-center gap-[0.8vw] font-bold tabular-nums leading-none" data-testid="tv-clock">
        <span className="text-[min(8.5vw,15vh)] tracking-tight">{wallClock(now, zone)}</span>
        <span className="flex flex-col justify-between py-[1vh] text-left text-emerald-200">
          <span className="text-[min(2.6vw,4.6vh)]">{seconds}</span>
          <span className="text-[min(1.8vw,3.2vh)]">{zoneLabel}</span>
        </span>
      </p>
      <p className="mt-[1vh] text-[min(2vw,3.6vh)] font-semibold">{gregorianDate(now, zone)}</p>
      <p className="text-[min(1.8vw,3.2vh)] text-amber-200" data-testid="tv-hijri">
        {hijriDate(now, zone)}
      </p>
    </div>
  );
}
