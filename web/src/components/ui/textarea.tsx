import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** TextArea is a multi-line text field styled like Input. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base leading-relaxed text-stone-900 ' +
          'placeholder:text-stone-400 focus-visible:border-emerald-600 focus-visible:outline-2 ' +
          'focus-visible:outline-emerald-600/30 disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
