import { Link } from 'react-router';
import type { Meeting } from '../api/series-api';

/** MeetingList lists a series' meetings: 'Pertemuan ke-14 · Sabtu, 12 Desember 2026', its session and time. */
export function MeetingList({ meetings, empty, testId }: { meetings: Meeting[]; empty: string; testId: string }) {
  if (meetings.length === 0) return <p className="text-stone-600">{empty}</p>;
  return (
    <ol className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" data-testid={testId}>
      {meetings.map((m) => (
        <li key={`${m.date}-${m.session_path}`} className="flex flex-col gap-0.5 px-4 py-3">
          <p className="font-semibold text-stone-900">
            {m.label} · {m.date_label}
          </p>
          <p className="text-sm text-stone-600">
            <Link to={m.session_path} className="font-medium text-emerald-800 underline-offset-2 hover:underline">
              {m.session_title}
            </Link>
            {' · '}
            {m.time}
          </p>
        </li>
      ))}
    </ol>
  );
}
