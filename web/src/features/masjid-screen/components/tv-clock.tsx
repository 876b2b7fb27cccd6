import { gregorianDate, hijriDate, wallClock } from '../tv-schedule';
import { useNow } from '../use-now';

/** TvClock is the screen's large clock in the masjid's zone, with today's Gregorian and Hijri dates. */
export function TvClock({ zone, zoneLabel }: { zone: string; zoneLabel: string }) {
  const now = useNow(1000);
  const seconds = new Intl.DateTimeFormat('en-GB', { second: '2-digit', timeZone: zone }).format(now).padStart(2, '0');
  return (
    <div className="text-center">
      <p className="font-bold tabular-nums leading-none tracking-tight text-[min(8.5vw,15vh)]" data-testid="tv-clock">
        {wallClock(now, zone)}
        <span className="ml-[0.6vw] align-top text-[min(2.6vw,4.6vh)] text-emerald-200">{seconds}</span>
        <span className="ml-[0.6vw] text-[min(2vw,3.6vh)] font-semibold text-emerald-200">{zoneLabel}</span>
      </p>
      <p className="mt-[1vh] text-[min(2vw,3.6vh)] font-semibold">{gregorianDate(now, zone)}</p>
      <p className="text-[min(1.8vw,3.2vh)] text-amber-200" data-testid="tv-hijri">
        {hijriDate(now, zone)}
      </p>
    </div>
  );
}
