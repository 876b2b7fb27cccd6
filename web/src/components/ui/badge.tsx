import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        primary: 'bg-emerald-100 text-emerald-800',
        accent: 'bg-amber-100 text-amber-800',
        neutral: 'bg-stone-100 text-stone-700',
        danger: 'bg-red-100 text-red-700',
        info: 'bg-sky-100 text-sky-800',
        // A count on a control, e.g. the number of filters in use.
        solid: 'bg-emerald-700 text-white',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
