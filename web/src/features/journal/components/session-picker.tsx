import { CalendarDays, Clock, Info, MapPin, Search, User } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatLongDate, formatTimeZone } from '@/lib/kajian-format';
import type { JournalSessions, PickerSession } from '../api/journal-api';

/** A chosen session: its kind and id, as the note is stored with them. */
export interface SessionChoice {
  type: 'regular' | 'recurring';
  id: string;
}

function matches(s: PickerSession, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = [s.title, s.ustaz, s.location ?? ''].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** whenOf is when the session is held, in the server's words ('Sabtu pekan ke-2 & ke-4'). */
function whenOf(s: Pick<PickerSession, 'type' | 'date' | 'schedule'>): string {
  return s.schedule || (s.date ? formatLongDate(s.date) : '');
}

/**
 * SessionPicker chooses the session a note is about: the sessions the user confirmed attending
 * ('Hadir'), searchable by title, ustaz and location, grouped Kajian Insidental and Kajian Rutin,
 * with the chosen one's details below.
 */
export function SessionPicker({
  sessions,
  value,
  onChange,
  invalid,
}: {
  sessions: JournalSessions;
  value: SessionChoice | null;
  onChange: (choice: SessionChoice | null) => void;
  invalid?: boolean;
}) {
  const ids = useId();
  const [q, setQ] = useState('');
  const regular = useMemo(() => sessions.regular.filter((s) => matches(s, q)), [sessions.regular, q]);
  const recurring = useMemo(() => sessions.recurring.filter((s) => matches(s, q)), [sessions.recurring, q]);
  const all = [...sessions.regular, ...sessions.recurring];
  const chosen = value ? all.find((s) => s.type === value.type && s.id === value.id) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {sessions.attended
          ? "Daftar ini hanya berisi kajian yang Anda pilih 'Akan Hadir'."
          : "Anda belum mengkonfirmasi kehadiran di kajian mana pun, jadi semua kajian ditampilkan. Pilih 'Akan Hadir' di halaman kajian agar daftarnya lebih ringkas."}
      </p>
      <div className="relative">
        <label htmlFor={`${ids}-q`} className="sr-only">
          Cari kajian
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-stone-400" />
        <Input
          id={`${ids}-q`}
          type="search"
          className="pl-10"
          placeholder="Cari judul, ustadz, atau lokasi..."
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
          }}
        />
      </div>
      <label htmlFor={`${ids}-s`} className="text-sm font-medium text-stone-800">
        Kajian <span className="text-red-600">*</span>
      </label>
      <Select
        id={`${ids}-s`}
        aria-invalid={invalid ? true : undefined}
        value={value ? `${value.type}:${value.id}` : ''}
        onChange={(e) => {
          const [type, id] = e.target.value.split(':');
          onChange(type && id ? { type: type as SessionChoice['type'], id } : null);
        }}
      >
        <option value="">— Pilih kajian —</option>
        {regular.length > 0 && (
          <optgroup label="Kajian Insidental">
            {regular.map((s) => (
              <option key={s.id} value={`regular:${s.id}`}>
                {s.title} — {whenOf(s)}
              </option>
            ))}
          </optgroup>
        )}
        {recurring.length > 0 && (
          <optgroup label="Kajian Rutin">
            {recurring.map((s) => (
              <option key={s.id} value={`recurring:${s.id}`}>
                {s.title} — {whenOf(s)}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
      {q && regular.length + recurring.length === 0 && <p className="text-sm text-stone-600">Tidak ada kajian yang cocok.</p>}
      {chosen && <SessionCard session={chosen} />}
    </div>
  );
}

/** SessionCard shows the session a note is about. */
export function SessionCard({ session }: { session: Pick<PickerSession, 'title' | 'ustaz' | 'location' | 'time' | 'timezone_region' | 'type' | 'date' | 'schedule' | 'is_online'> }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 text-sm text-stone-800">
      <p className="font-semibold text-stone-900">{session.title}</p>
      <p className="flex items-center gap-2">
        <User aria-hidden className="size-4 text-stone-500" />
        {session.ustaz}
      </p>
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 text-stone-500" />
        {whenOf(session)}
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden className="size-4 text-stone-500" />
        {formatTimeZone(session.time, session.timezone_region)}
      </p>
      <p className="flex items-center gap-2">
        <MapPin aria-hidden className="size-4 text-stone-500" />
        {session.is_online ? 'Live Stream' : (session.location ?? 'Lokasi Tidak Diketahui')}
      </p>
    </div>
  );
}
