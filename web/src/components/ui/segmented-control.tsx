import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: string;
  icon?: ReactNode;
}

/**
 * SegmentedControl is a choice of one among a few, as buttons side by side: a radio group
 * (Radix), so arrow keys move between the options and screen readers say which is chosen.
 * 'compact' is a small pill bar (sorting); 'cards' are large buttons with a hint (forms).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  disabled,
  variant = 'compact',
  className,
}: {
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
  variant?: 'compact' | 'cards';
  className?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      disabled={disabled}
      orientation="horizontal"
      onValueChange={(v) => {
        onValueChange(v as T);
      }}
      className={cn(
        variant === 'compact' ? 'inline-flex gap-1 rounded-xl bg-stone-100 p-1' : 'grid grid-cols-2 gap-2',
        className,
      )}
    >
      {options.map((o) => (
        <RadioGroup.Item
          key={o.value}
          value={o.value}
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
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
