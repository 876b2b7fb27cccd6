import { useId } from 'react';
import { formatShortDate } from '@/lib/kajian-format';
import type { DashboardWeek } from '../../api/dashboard-api';

const W = 360;
const H = 150;
const PAD = { top: 12, right: 4, bottom: 22, left: 4 };
const SERIES = [
  { key: 'postings', label: 'Kajian diposting', className: 'fill-emerald-600' },
  { key: 'attending', label: "Jawaban 'hadir'", className: 'fill-amber-500' },
] as const;

/**
 * WeeklyChart draws postings and 'hadir' answers per week as paired bars: plain SVG, no chart
 * library. Screen readers get the same numbers as a table; the picture is hidden from them.
 */
export function WeeklyChart({ weeks }: { weeks: DashboardWeek[] }) {
  const titleId = useId();
  const top = Math.max(1, ...weeks.flatMap((w) => [w.postings, w.attending]));
  const band = (W - PAD.left - PAD.right) / Math.max(1, weeks.length);
  const bar = Math.max(2, band / 2 - 3);
  const plotH = H - PAD.top - PAD.bottom;
  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby={titleId}>
      <figcaption id={titleId} className="font-semibold text-stone-900">
        Aktivitas 12 Minggu Terakhir
      </figcaption>
      <div className="flex flex-wrap gap-4 text-sm text-stone-700" aria-hidden>
        {SERIES.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={s.className} />
            </svg>
            {s.label}
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-stone-300" />
        {weeks.map((w, i) => {
          const x = PAD.left + i * band + (band - 2 * bar - 2) / 2;
          return (
            <g key={w.start}>
              {SERIES.map((s, j) => {
                const h = (w[s.key] / top) * plotH;
                return (
                  <rect
                    key={s.key}
                    x={x + j * (bar + 2)}
                    y={H - PAD.bottom - h}
                    width={bar}
                    height={h}
                    rx={1.5}
                    className={s.className}
                  />
                );
              })}
              {i % 2 === (weeks.length - 1) % 2 && (
                <text x={x + bar} y={H - 6} textAnchor="middle" className="fill-stone-500 text-[9px]">
                  {formatShortDate(w.start)}
                </text>
              )}
            </g>
          );
        })}
        <text x={W - PAD.right} y={PAD.top - 2} textAnchor="end" className="fill-stone-500 text-[9px]">
          maks. {top}
        </text>
      </svg>
      {/* A table ignores sr-only's 1px width (it is as wide as its cells) and widened the page
          to 441 px on a phone: the div around it is the 1px box that clips it. */}
      <div className="sr-only">
        <table>
          <caption>Kajian diposting dan jawaban hadir per minggu</caption>
          <thead>
            <tr>
              <th scope="col">Minggu mulai</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row">{formatShortDate(w.start)}</th>
                <td>{w.postings}</td>
                <td>{w.attending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
