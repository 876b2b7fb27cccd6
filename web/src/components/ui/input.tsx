import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 ' +
          'placeholder:text-stone-400 focus-visible:border-emerald-600 focus-visible:outline-2 ' +
          'focus-visible:outline-emerald-600/30 disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
