import { Repeat as RepeatIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DAY_NAMES } from '@/lib/kajian-format';
import type { PostingFormState } from '../hooks/use-posting-form';
import { MAX_PRAYER_OFFSET, PRAYERS } from '../lib/posting-schema';
import { EVERY_WEEKS_OPTIONS, MONTH_WEEKS, REPEATS, rhythmFromHint, schedulePreview } from '../lib/schedule-rules';
import { CheckChip } from '@/components/ui/check-chip';

type DateOrTime = 'date' | 'time' | 'rhythm_from' | 'end_time' | 'end_date';

/** DateTimeField is one labelled date or time input of the form, with its hint or its error. */
function DateTimeField({
  f,
  name,
  label,
  type,
  required,
  hint,
}: {
  f: PostingFormState;
  name: DateOrTime;
  label: string;
  type: 'date' | 'time';
  required?: boolean;
  hint?: string;
}) {
  const id = `posting-${name.replace('_', '-')}`;
  const error = f.fieldError(name);
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...f.register(name)}
      />
    </Field>
  );
}

/** MonthWeeksField is the weeks of each month a session is held in: 'Pekan ke-2', 'Pekan terakhir' (at least one). */
function MonthWeeksField({ f, weeks }: { f: PostingFormState; weeks: number[] }) {
  const error = f.fieldError('month_weeks');
  const toggle = (value: number, on: boolean) => {
    f.set('month_weeks', on ? [...weeks.filter((w) => w !== value), value] : weeks.filter((w) => w !== value));
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'posting-month-weeks-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">
        Pekan dalam sebulan
        <span aria-hidden className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {MONTH_WEEKS.map((w) => (
          <CheckChip
            key={w.value}
            name="month_weeks"
            checked={weeks.includes(w.value)}
            onCheckedChange={(on) => {
              toggle(w.value, on);
            }}
          >
            {w.label}
          </CheckChip>
        ))}
      </div>
      {error && (
        <p id="posting-month-weeks-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * RepeatFields is a weekly session's 'Pengulangan': every week, every 2 to 4 weeks from a first
 * date, or given weeks of each month, with the words the pages will show.
 */
function RepeatFields({ f }: { f: PostingFormState }) {
  const control = f.form.control;
  const [repeat, everyWeeks, monthWeeks, day] = useWatch({ control, name: ['repeat', 'every_weeks', 'month_weeks', 'day_of_week'] });
  const preview = schedulePreview({ repeat, every_weeks: everyWeeks, month_weeks: monthWeeks, day_of_week: day });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50/60 p-3">
      <Field id="posting-repeat" label="Pengulangan">
        <Select id="posting-repeat" options={REPEATS} {...f.register('repeat')} />
      </Field>
      {repeat === 'every' && (
        // Stacked on a phone: the interval's words and a date need the row's width.
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="posting-every-weeks" label="Setiap … pekan" required error={f.fieldError('every_weeks')}>
            <Select
              id="posting-every-weeks"
              options={EVERY_WEEKS_OPTIONS}
              aria-invalid={f.fieldError('every_weeks') ? true : undefined}
              {...f.register('every_weeks', { valueAsNumber: true })}
            />
          </Field>
          <DateTimeField f={f} name="rhythm_from" label="Mulai tanggal" type="date" required />
        </div>
      )}
      {repeat === 'every' && !f.fieldError('rhythm_from') && (
        <p className="-mt-1 text-sm text-stone-500">{rhythmFromHint(day)}</p>
      )}
      {repeat === 'monthly' && <MonthWeeksField f={f} weeks={monthWeeks} />}
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-stone-700" data-testid="schedule-preview">
        <RepeatIcon aria-hidden className="size-4 shrink-0 text-emerald-700" />
        {preview ? (
          <span>
            Tampil sebagai: <strong className="font-semibold text-emerald-800">{preview}</strong>
          </span>
        ) : (
          <span>Pilih minimal satu pekan.</span>
        )}
      </p>
    </div>
  );
}

/**
 * WhenFields is when a session is held: its day and rhythm (weekly) or its date and, for a
 * dauroh, its last day (one-off); its start at a clock time or after a prayer; its end time.
 */
export function WhenFields({ f }: { f: PostingFormState }) {
  const { fieldError, register, set } = f;
  const endTime = <DateTimeField f={f} name="end_time" label="Jam selesai" type="time" hint="Opsional." />;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        {f.weekly ? (
          <Field id="posting-day" label="Hari" required error={fieldError('day_of_week')}>
            <Select
              id="posting-day"
              value={String(f.dayOfWeek)}
              options={DAY_NAMES.map((name, i) => [String(i), name] as const)}
              onChange={(e) => {
                set('day_of_week', Number(e.target.value));
              }}
            />
          </Field>
        ) : (
          <DateTimeField f={f} name="date" label="Tanggal" type="date" required />
        )}
        <Field id="posting-start" label="Mulai" required error={fieldError('after_prayer')}>
          <Select
            id="posting-start"
            value={f.afterPrayer}
            aria-invalid={fieldError('after_prayer') ? true : undefined}
            options={[['', 'Jam tertentu'], ...PRAYERS.map((p) => [p.value, `Ba'da ${p.label}`] as const)]}
            onChange={(e) => {
              set('after_prayer', e.target.value);
            }}
          />
        </Field>
      </div>
      {f.weekly ? (
        <RepeatFields f={f} />
      ) : (
        <DateTimeField
          f={f}
          name="end_date"
          label="Sampai tanggal (dauroh)"
          type="date"
          hint="Opsional. Untuk dauroh beberapa hari, paling lambat 14 hari setelah tanggal mulai."
        />
      )}
      {f.afterPrayer ? (
        <>
          <Field
            id="posting-offset"
            label="Menit setelah sholat"
            error={fieldError('prayer_offset')}
            hint="0 jika dimulai tepat setelah sholat. Jamnya mengikuti jadwal sholat Kemenag di lokasi kajian pada tiap tanggal."
          >
            <Input
              id="posting-offset"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PRAYER_OFFSET}
              step={5}
              aria-invalid={fieldError('prayer_offset') ? true : undefined}
              aria-describedby={describedBy('posting-offset', fieldError('prayer_offset'), true)}
              {...register('prayer_offset', { valueAsNumber: true })}
            />
          </Field>
          {endTime}
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <DateTimeField f={f} name="time" label="Waktu" type="time" required />
          {endTime}
        </div>
      )}
    </>
  );
}
