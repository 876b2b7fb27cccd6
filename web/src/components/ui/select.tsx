import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Select is the phone's own picker (a native select): on Android it opens the system list,
 * large and familiar, with nothing to download. Give its options as [value, label] pairs or as
 * option elements. It fills its row unless `fit` (as wide as its options); `compact` has
 * smaller text and padding on a phone, for three side by side.
 */
export function Select({
  className,
  options,
  fit = false,
  compact = false,
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly (readonly [string, string])[]; fit?: boolean; compact?: boolean }) {
  return (
    <select
      className={cn(
        'min-h-11 rounded-xl border border-stone-300 bg-white py-2 text-stone-900 ' +
          'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/30 ' +
          'disabled:opacity-50 aria-invalid:border-red-500',
        fit ? 'w-auto' : 'w-full',
        compact ? 'px-2 text-sm sm:px-3 sm:text-base' : 'px-3 text-base',
        className,
      )}
      {...props}
    >
      {options?.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
      {children}
    </select>
  );
}
