import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Slot } from '@/components/ui/slot';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ' +
    'disabled:pointer-events-none disabled:not-data-current:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 active:bg-emerald-900',
        secondary: 'bg-emerald-50 text-emerald-800 hover:bg-emerald-100 active:bg-emerald-200',
        outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 active:bg-stone-100',
        ghost: 'text-stone-700 hover:bg-stone-100 active:bg-stone-200',
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
        link: 'text-emerald-700 underline-offset-4 hover:underline',
        // Removing or refusing something: the outline or ghost look in red.
        'outline-danger': 'border border-stone-300 bg-white text-red-700 hover:bg-red-50 active:bg-stone-100',
        'ghost-danger': 'text-red-700 hover:bg-red-50 active:bg-stone-200',
        // A row's remove button: grey until pointed at, then red.
        'ghost-remove': 'text-stone-500 hover:bg-stone-100 hover:text-red-700 active:bg-stone-200',
        // 'Tidak Hadir' once chosen.
        'danger-chosen': 'border border-red-300 bg-red-50 text-red-800 hover:bg-red-100 active:bg-stone-100',
      },
      size: {
        sm: 'min-h-9 gap-2 rounded-xl px-3 text-sm',
        md: 'min-h-11 gap-2 rounded-xl px-4 text-base',
        lg: 'min-h-12 gap-2 rounded-xl px-6 text-lg',
        icon: 'size-11 gap-2 rounded-xl',
        // The caller's className gives the height, padding, gap, corners and text size.
        custom: '',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look. */
    asChild?: boolean;
  };

/**
 * Button: a `data-current` button (the choice in force, disabled because choosing it again does
 * nothing) keeps its full colour when disabled.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
