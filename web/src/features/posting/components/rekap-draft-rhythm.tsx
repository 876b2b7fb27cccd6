import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PostingValues } from '../lib/posting-schema';
import { EVERY_WEEKS_OPTIONS, MONTH_WEEKS, REPEATS, type Repeat } from '../lib/schedule-rules';
import { CheckChip } from '@/components/ui/check-chip';

/**
 * DraftRhythm is a weekly draft's 'Pengulangan', as the posting form offers it: every week,
 * every N weeks from a first date, or given weeks of each month. The reader's rhythm comes
 * chosen; one it could not tell ('sebulan sekali') comes with no week chosen, for the user to say.
 */
export function DraftRhythm({
  n,
  values: v,
  onEdit,
}: {
  n: number;
  values: PostingValues;
  onEdit: (change: Partial<PostingValues>) => void;
}) {
  const label = 'flex flex-col gap-1 text-xs font-medium text-stone-600';
  const toggle = (week: number, on: boolean) => {
    onEdit({ month_weeks: on ? [...v.month_weeks.filter((w) => w !== week), week] : v.month_weeks.filter((w) => w !== week) });
  };
  return (
    <>
      <label className={label}>
        {`Pengulangan kajian ${String(n)}`}
        <Select value={v.repeat} options={REPEATS} onChange={(e) => onEdit({ repeat: e.target.value as Repeat })} />
      </label>
      {v.repeat === 'every' && (
        <>
          <label className={label}>
            {`Setiap … pekan kajian ${String(n)}`}
            <Select
              value={String(v.every_weeks)}
              options={EVERY_WEEKS_OPTIONS}
              onChange={(e) => onEdit({ every_weeks: Number(e.target.value) })}
            />
          </label>
          <label className={label}>
            {`Mulai tanggal kajian ${String(n)}`}
            <Input type="date" value={v.rhythm_from} onChange={(e) => onEdit({ rhythm_from: e.target.value })} />
          </label>
        </>
      )}
      {v.repeat === 'monthly' && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-xs font-medium text-stone-600">{`Pekan dalam sebulan kajian ${String(n)}`}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {/* The last, 'Pekan terakhir', alone on its row on a phone: its words need the width. */}
            {MONTH_WEEKS.map((w) => (
              <CheckChip
                key={w.value}
                className="last:col-span-2 sm:last:col-span-1"
                checked={v.month_weeks.includes(w.value)}
                onCheckedChange={(on) => {
                  toggle(w.value, on);
                }}
              >
                {w.label}
              </CheckChip>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
