import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: string;
  icon?: ReactNode;
}

/** The keys that move the choice, as in a native radio group: by one, or to either end. */
const STEP: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * SegmentedControl is a choice of one among a few, as buttons side by side: a radio group
 * (WAI-ARIA radio group pattern: the chosen option is the one tab stop, arrow keys move the
 * choice and the focus), so screen readers say which is chosen. Written here rather than with
 * Radix: the home page's sort uses it, and Radix's radio group was 9 KB of its first load.
 * 'compact' is a small pill bar (sorting), laid out by `layout` (inline-flex unless told); 'cards'
 * are large buttons with a hint (forms).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  disabled,
  variant = 'compact',
  layout = 'inline-flex',
  className,
}: {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
  variant?: 'compact' | 'cards';
  layout?: string;
  className?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = options.findIndex((o) => o.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const step = STEP[event.key];
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (step !== undefined) next = (Math.max(current, 0) + step + options.length) % options.length;
    else return;
    event.preventDefault();
    buttons.current[next]?.focus();
    const option = options[next];
    if (option && next !== current) onValueChange(option.value);
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled ? true : undefined}
      onKeyDown={disabled ? undefined : onKeyDown}
      className={cn(
        variant === 'compact' ? cn(layout, 'gap-1 rounded-xl bg-stone-100 p-1') : 'grid grid-cols-2 gap-2',
        className,
      )}
    >
      {options.map((o, i) => (
        <button
          key={o.value}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          data-state={o.value === value ? 'checked' : 'unchecked'}
          // The chosen option is the group's one tab stop (the first when none is chosen).
          tabIndex={i === (current < 0 ? 0 : current) ? 0 : -1}
          disabled={disabled}
          onClick={() => {
            if (o.value !== value) onValueChange(o.value);
          }}
          className={cn(
            'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60',
            variant === 'compact'
              ? 'min-h-9 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-stone-700 hover:text-stone-900 sm:px-3 ' +
                  'data-[state=checked]:bg-white data-[state=checked]:text-emerald-800 data-[state=checked]:shadow-sm'
              : 'flex min-h-14 flex-col items-start justify-center gap-0.5 rounded-xl border border-stone-300 bg-white px-3 py-2 ' +
                  'text-left text-stone-800 hover:bg-stone-50 data-[state=checked]:border-emerald-600 ' +
                  'data-[state=checked]:bg-emerald-50 data-[state=checked]:text-emerald-900 data-[state=checked]:ring-1 ' +
                  'data-[state=checked]:ring-emerald-600',
          )}
        >
          {variant === 'compact' ? (
            o.label
          ) : (
            <>
              <span className="flex items-start gap-2 leading-snug font-semibold [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0">
                {o.icon}
                <span>{o.label}</span>
              </span>
              {o.hint && <span className="text-xs text-stone-600">{o.hint}</span>}
            </>
          )}
        </button>
      ))}
    </div>
  );
}
