import {
  BookOpenText,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Clock,
  Flag,
  Repeat,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { Dashboard } from '../../api/dashboard-api';

const FIGURES: readonly { key: keyof Dashboard['stats']; label: string; icon: LucideIcon }[] = [
  { key: 'total_regular', label: 'Total Kajian Insidental', icon: CalendarDays },
  { key: 'total_recurring', label: 'Total Kajian Rutin', icon: Repeat },
  { key: 'upcoming_regular', label: 'Kajian Mendatang', icon: CalendarClock },
  { key: 'active_recurring', label: 'Kajian Rutin Aktif', icon: CalendarCheck },
  { key: 'pending', label: 'Menunggu Persetujuan', icon: Clock },
  { key: 'attending', label: 'Total Kehadiran', icon: UsersRound },
  { key: 'public_notes', label: 'Catatan Publik', icon: BookOpenText },
  { key: 'open_reports', label: 'Laporan Terbuka', icon: Flag },
];

/** StatCards are the dashboard's eight figures, counted by the server. */
export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {FIGURES.map(({ key, label, icon: Icon }) => (
        <div key={key} className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <dt className="flex items-center gap-1.5 text-sm text-stone-600">
            <Icon aria-hidden className="size-4 shrink-0 text-emerald-700" />
            {label}
          </dt>
          <dd className="text-2xl font-bold text-stone-900 tabular-nums">{stats[key].toLocaleString('id-ID')}</dd>
        </div>
      ))}
    </dl>
  );
}
