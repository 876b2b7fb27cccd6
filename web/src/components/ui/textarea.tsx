import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** TextArea is a multi-line text field styled like Input; `short` for a few lines (an address). */
export function TextArea({ className, short = false, ...props }: ComponentProps<'textarea'> & { short?: boolean }) {
  return (
    <textarea
      className={cn(
        short ? 'min-h-20' : 'min-h-28',
        'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base leading-relaxed text-stone-900 ' +
          'placeholder:text-stone-400 focus-visible:border-emerald-600 focus-visible:outline-2 ' +
          'focus-visible:outline-emerald-600/30 disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
