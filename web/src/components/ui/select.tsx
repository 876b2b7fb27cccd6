import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Select is the phone's own picker (a native select): on Android it opens the system list,
 * large and familiar, with nothing to download. Give its options as [value, label] pairs or as
 * option elements.
 */
export function Select({
  className,
  options,
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly (readonly [string, string])[] }) {
  return (
    <select
      className={cn(
        'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 ' +
          'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/30 ' +
          'disabled:opacity-50 aria-invalid:border-red-500',
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
