import { WAKTU_CHIPS, type WaktuFilter } from '../home-state';

/**
 * WaktuChips are the time shortcuts above the list: one at a time, a chip pressed again lets
 * go. The server counts each session's days in its own zone.
 */
export function WaktuChips({ value, onToggle }: { value: WaktuFilter; onToggle: (waktu: WaktuFilter) => void }) {
  return (
    <div role="group" aria-label="Waktu kajian" className="flex gap-1.5 overflow-x-auto pb-0.5 sm:gap-2">
      {WAKTU_CHIPS.map((chip) => {
        const pressed = value === chip.value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(chip.value)}
            className={`inline-flex min-h-9 shrink-0 items-center rounded-full border px-2.5 text-sm font-medium whitespace-nowrap sm:px-3.5 focus-visible:outline-2 focus-visible:outline-emerald-600 ${
              pressed
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-emerald-600 hover:text-emerald-800'
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
