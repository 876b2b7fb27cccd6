import { formatStart } from '@/lib/kajian-format';
import { wallClock, type TvItem } from '../tv-schedule';

/** TvSessions is one list of sessions in large type: today's, or the next ones with their day. */
export function TvSessions({
  title,
  items,
  zone,
  empty,
  showDay,
  testId,
}: {
  title: string;
  items: TvItem[];
  zone: string;
  empty: string;
  showDay: boolean;
  testId: string;
}) {
  return (
    <section className="flex min-h-0 flex-col gap-[1vh]" data-testid={testId}>
      <h2 className="text-[min(1.6vw,2.8vh)] font-semibold tracking-wider text-amber-200 uppercase">{title}</h2>
      {items.length === 0 ? (
        <p className="text-[min(1.8vw,3.2vh)] text-emerald-100">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-[1vh]">
          {items.map(({ session, start, day }) => (
            <li
              key={session.id}
              className="grid grid-cols-[min(11vw,19vh)_1fr] items-center gap-[1.2vw] rounded-[1vw] bg-emerald-900 px-[1.2vw] py-[1.2vh]"
            >
              <p className="text-center leading-tight">
                {showDay && <span className="block text-[min(1.3vw,2.3vh)] text-emerald-100">{day}</span>}
                <span className="text-[min(2.6vw,4.6vh)] font-bold tabular-nums text-amber-200">
                  {wallClock(start, zone)}
                </span>
              </p>
              <div className="min-w-0">
                <p className="truncate text-[min(2.1vw,3.7vh)] font-semibold leading-snug">{session.title}</p>
                <p className="truncate text-[min(1.5vw,2.7vh)] text-emerald-100">
                  {[session.speaker, session.after_prayer ? formatStart(session) : ''].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
