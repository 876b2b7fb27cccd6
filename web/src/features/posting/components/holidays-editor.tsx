import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { HolidayValue } from '../lib/posting-schema';

/**
 * HolidaysEditor lists a weekly session's holidays, each a date (or a range: 'Sampai', e.g. a
 * month off for Ramadhan) with an optional reason.
 * New rows are saved with the form; removing a saved holiday (one with an id) calls
 * onRemoveSaved, which removes it on the server at once.
 */
export function HolidaysEditor({
  value,
  onChange,
  onRemoveSaved,
  error,
}: {
  value: HolidayValue[];
  onChange: (next: HolidayValue[]) => void;
  onRemoveSaved?: (holiday: HolidayValue) => Promise<boolean>;
  error?: string | undefined;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const update = (index: number, patch: Partial<HolidayValue>) => {
    onChange(value.map((h, i) => (i === index ? { ...h, ...patch } : h)));
  };
  const remove = async (index: number) => {
    const holiday = value[index];
    if (!holiday) return;
    if (holiday.id && onRemoveSaved) {
      setRemoving(holiday.id);
      const ok = await onRemoveSaved(holiday);
      setRemoving(null);
      if (!ok) return;
    }
    onChange(value.filter((_, i) => i !== index));
  };
  return (
    <div className="flex flex-col gap-3">
      {value.length === 0 && (
        <p className="flex items-center gap-2 rounded-xl bg-stone-50 px-3 py-2.5 text-sm text-stone-600">
          <CalendarOff aria-hidden className="size-4 shrink-0" />
          Belum ada jadwal libur.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {value.map((holiday, index) => (
          <li key={holiday.id ?? `new-${index}`} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3">
            <div className="flex items-end gap-2">
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-stone-600">
                Mulai
                <Input
                  type="date"
                  aria-label={`Tanggal libur ${index + 1}`}
                  value={holiday.date}
                  onChange={(e) => {
                    update(index, { date: e.target.value });
                  }}
                />
              </label>
              <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-stone-600">
                Sampai (opsional)
                <Input
                  type="date"
                  aria-label={`Sampai tanggal, libur ${index + 1} (opsional)`}
                  value={holiday.until ?? ''}
                  min={holiday.date || undefined}
                  onChange={(e) => {
                    update(index, { until: e.target.value });
                  }}
                />
              </label>
              <Button
                variant="ghost-remove"
                size="icon"
                aria-label={`Hapus jadwal libur ${index + 1}`}
                disabled={removing !== null}
                onClick={() => {
                  void remove(index);
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Input
              aria-label={`Alasan libur ${index + 1} (opsional)`}
              placeholder="Alasan (opsional)"
              value={holiday.reason}
              onChange={(e) => {
                update(index, { reason: e.target.value });
              }}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          onChange([...value, { date: '', until: '', reason: '' }]);
        }}
      >
        <Plus aria-hidden className="size-4" />
        Tambah Jadwal Libur
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
