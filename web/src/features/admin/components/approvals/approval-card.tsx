import { CalendarDays, Check, Clock, Eye, MapPin, Phone, User, UserRound, Video, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { everyDay, formatInstant, formatLongDate, formatStart, formatTimeZone, toWIB } from '@/lib/kajian-format';
import { rhythmWords } from '@/lib/schedule-words';
import type { ApprovalItem } from '../../api/approvals-api';

/** approvalDate is the spec's 'weekday, dd MMMM yyyy' with its day names (0 Ahad … 6 Sabtu). */
export function approvalDate(date: string): string {
  return formatLongDate(date, { padDay: true });
}

/** ApprovalCard is one waiting session with every field the admin needs to decide. */
export function ApprovalCard({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: ApprovalItem;
  busy: boolean;
  onApprove: (item: ApprovalItem) => void;
  onReject: (item: ApprovalItem) => void;
}) {
  const weekly = item.type === 'recurring';
  // Times show in WIB for the desk, except a start after a prayer: that follows its own place.
  const wib = item.after_prayer
    ? { time: item.time, date: item.date, dayOfWeek: item.day_of_week }
    : toWIB(item.time, item.timezone_region, { date: item.date, dayOfWeek: item.day_of_week });
  // Every N weeks, weeks of the month and a dauroh's days are the server's words.
  const plainDay = weekly ? everyDay(wib.dayOfWeek ?? 0) : wib.date ? approvalDate(wib.date) : '-';
  const day = rhythmWords(item) ?? plainDay;
  const contact = [item.contact_person, item.contact_phone].filter(Boolean).join(' · ');
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={weekly ? 'info' : 'neutral'}>{weekly ? 'Kajian Rutin' : 'Kajian Insidental'}</Badge>
        <Badge variant="accent">Menunggu</Badge>
        {item.is_online && (
          <Badge variant="info">
            <Video aria-hidden className="size-3" />
            Online
          </Badge>
        )}
      </div>
      <h3 className="text-lg leading-snug font-semibold text-stone-900">{item.title}</h3>
      <dl className="grid gap-1.5 text-sm text-stone-700">
        <Row icon={<User aria-hidden />} label="Ustadz" value={item.ustaz} />
        <Row icon={<CalendarDays aria-hidden />} label={weekly ? 'Hari' : 'Tanggal'} value={day} />
        <Row icon={<Clock aria-hidden />} label="Waktu" value={item.after_prayer ? formatStart(item) : formatTimeZone(wib.time, 'WIB')} />
        <Row icon={<MapPin aria-hidden />} label="Lokasi" value={item.is_online ? 'Online' : (item.location ?? '-')} />
        <Row icon={<UserRound aria-hidden />} label="Oleh" value={item.creator.full_name ?? 'Unknown'} shown />
        {contact && <Row icon={<Phone aria-hidden />} label="Kontak" value={contact} shown />}
      </dl>
      {item.description && <p className="line-clamp-3 text-sm text-stone-600">{item.description}</p>}
      <p className="text-xs text-stone-500">Dibuat {formatInstant(item.created_at)} WIB</p>
      <div className={`grid gap-2 border-t border-stone-100 pt-3 ${weekly ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {!weekly && (
          <Button asChild variant="outline" size="custom" className="min-h-9 gap-2 rounded-xl px-2 text-sm">
            <Link to={`/kajian/${item.id}`}>
              <Eye aria-hidden className="hidden size-4 sm:block" />
              Lihat Detail
            </Link>
          </Button>
        )}
        <Button
          size="custom"
          className="min-h-9 gap-2 rounded-xl px-2 text-sm"
          disabled={busy}
          aria-label={`Setujui ${item.title}`}
          onClick={() => {
            onApprove(item);
          }}
        >
          <Check aria-hidden className="size-4" />
          Setujui
        </Button>
        <Button
          variant="outline-danger"
          size="custom"
          className="min-h-9 gap-2 rounded-xl px-2 text-sm"
          disabled={busy}
          aria-label={`Tolak ${item.title}`}
          onClick={() => {
            onReject(item);
          }}
        >
          <X aria-hidden className="size-4" />
          Tolak
        </Button>
      </div>
    </article>
  );
}

function Row({ icon, label, value, shown }: { icon: ReactNode; label: string; value: string; shown?: boolean }) {
  return (
    // A dl's rows hold only dt and dd: the icon is part of the dt, the label shown or not.
    <div className="flex gap-2">
      <dt className="flex shrink-0 gap-2 text-stone-500">
        <span className="mt-0.5 text-emerald-700 [&_svg]:size-4">{icon}</span>
        <span className={shown ? undefined : 'sr-only'}>{label}:</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
