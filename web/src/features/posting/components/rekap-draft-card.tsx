import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DAY_NAMES, kitabText } from '@/lib/kajian-format';
import { AUDIENCES, firstProblem, PRAYERS, type PostingValues } from '../lib/posting-schema';
import type { Draft } from '../lib/rekap-draft';
import { schedulePreview } from '../lib/schedule-rules';
import { DraftRhythm } from './rekap-draft-rhythm';

/**
 * DraftCard is one draft: what was read, editable, with what is missing or already there and the message lines
 * it came from. Its fields are one column on a phone and two from the sm breakpoint.
 */
export function DraftCard({
  index,
  draft,
  onEdit,
  onToggle,
}: {
  index: number;
  draft: Draft;
  onEdit: (change: Partial<PostingValues>) => void;
  onToggle: (include: boolean) => void;
}) {
  const v = draft.values;
  const n = index + 1;
  const weekly = v.kajian_type === 'recurring';
  const problem = draft.include && draft.saved === undefined ? firstProblem(v, 'create') : null;
  const locked = draft.saved !== undefined;
  // The rhythm in the pages' words: 'Sabtu pekan ke-2 & ke-4', 'Dua pekan sekali, Rabu'.
  const schedule = weekly ? schedulePreview(v) : '';
  const field = (label: string, input: ReactNode) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
      {label}
      {input}
    </label>
  );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3" data-testid="draf-rekap">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2 font-semibold text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={draft.include}
            disabled={locked}
            onChange={(e) => {
              onToggle(e.target.checked);
            }}
          />
          {`Kajian ${String(n)}`}
        </label>
        {weekly && <Badge variant="info">Kajian Rutin</Badge>}
        {v.audience.join() !== 'umum' && (
          <Badge variant="neutral">
            Peserta: {AUDIENCES.filter((g) => v.audience.includes(g.value)).map((g) => g.label).join(', ')}
          </Badge>
        )}
        {draft.existing && (
          <Badge variant="accent">
            Sudah ada:{' '}
            <Link to={draft.existing.path} target="_blank" className="underline">
              {draft.existing.title}
            </Link>
          </Badge>
        )}
      </div>
      {schedule && (
        <p className="text-sm font-medium text-emerald-800" data-testid="draf-jadwal">
          {schedule}
        </p>
      )}
      {(v.kitab || v.bab) && (
        <p className="text-xs text-stone-600">Kitab: {kitabText({ kitab: v.kitab || null, bab: v.bab || null })}</p>
      )}
      {draft.missing.length > 0 && !locked && (
        <p className="text-xs font-medium text-amber-800" data-testid="belum-terbaca">
          Belum terbaca: {draft.missing.join(', ')}
        </p>
      )}
      <SourceLines lines={draft.source} />
      <fieldset disabled={locked} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {field(`Judul kajian ${String(n)}`, <Input value={v.title} onChange={(e) => onEdit({ title: e.target.value })} />)}
        </div>
        {weekly
          ? field(
              `Hari kajian ${String(n)}`,
              <Select
                value={String(v.day_of_week)}
                options={DAY_NAMES.map((name, i) => [String(i), name] as const)}
                onChange={(e) => onEdit({ day_of_week: Number(e.target.value) })}
              />,
            )
          : field(`Tanggal kajian ${String(n)}`, <Input type="date" value={v.date} onChange={(e) => onEdit({ date: e.target.value })} />)}
        {weekly && <DraftRhythm n={n} values={v} onEdit={onEdit} />}
        {field(
          `Mulai kajian ${String(n)}`,
          <Select
            value={v.after_prayer}
            options={[['', 'Jam tertentu'], ...PRAYERS.map((p) => [p.value, `Ba'da ${p.label}`] as const)]}
            onChange={(e) => onEdit({ after_prayer: e.target.value })}
          />,
        )}
        {!v.after_prayer &&
          field(`Waktu kajian ${String(n)}`, <Input type="time" value={v.time} onChange={(e) => onEdit({ time: e.target.value })} />)}
        {field(
          `Pemateri kajian ${String(n)}`,
          <Input
            value={v.speakers[0]?.name ?? ''}
            onChange={(e) => {
              const [first, ...rest] = v.speakers;
              onEdit({ speakers: [{ ...(first ?? { is_main_speaker: true, speaker_order: 1 }), name: e.target.value }, ...rest] });
            }}
          />,
        )}
        {!v.is_online &&
          field(`Lokasi kajian ${String(n)}`, <Input value={v.location} onChange={(e) => onEdit({ location: e.target.value })} />)}
        {!v.is_online &&
          field(`Alamat kajian ${String(n)}`, <Input value={v.address} onChange={(e) => onEdit({ address: e.target.value })} />)}
      </fieldset>
      {problem && <p className="text-sm text-red-700">{problem.message}</p>}
      {draft.refused && (
        <p role="alert" className="text-sm text-red-700">
          Gagal: {draft.refused}
        </p>
      )}
      {draft.saved && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden className="size-4" />
          {draft.saved}
        </p>
      )}
    </li>
  );
}

/** SourceLines shows the message lines a draft was read from, for the user to check it against them. */
function SourceLines({ lines }: { lines: (string | null)[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2 text-xs text-stone-700" data-testid="dari-pesan">
      <p className="font-medium text-stone-600">Dari pesan:</p>
      {lines.map((l, i) => (
        <p key={i} className="break-words whitespace-pre-wrap">
          {l ?? '…'}
        </p>
      ))}
    </div>
  );
}
