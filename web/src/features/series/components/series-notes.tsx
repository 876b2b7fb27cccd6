import { Link } from 'react-router';
import type { PublicNote } from '../api/series-api';

/** SeriesNotes are the public notes written about the series' sessions, newest first. */
export function SeriesNotes({ notes }: { notes: PublicNote[] }) {
  if (notes.length === 0) return <p className="text-stone-600">Belum ada catatan publik untuk seri ini.</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="catatan-seri">
      {notes.map((n) => (
        <li key={n.id} className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
          {n.session && (
            <Link
              to={`${n.session.type === 'recurring' ? '/kajian-rutin/' : '/kajian/'}${n.session.slug}`}
              className="font-semibold text-emerald-800 underline-offset-2 hover:underline"
            >
              {n.session.title}
            </Link>
          )}
          <p className="text-sm text-stone-500">
            <Link to={`/profile/${n.user_id}`} className="hover:underline">
              {n.author_name || 'Pengguna'}
            </Link>
          </p>
          <p className="line-clamp-3 text-sm whitespace-pre-line text-stone-700">{n.notes_text}</p>
        </li>
      ))}
    </ul>
  );
}
