import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * CheckChip is a checkbox in a chip a thumb can hit (44 px high): green when checked, with a
 * focus ring when reached by keyboard. Forms use it for choices of several (audience, weeks of
 * the month, facilities).
 */
export function CheckChip({
  checked,
  onCheckedChange,
  name,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600',
        className,
      )}
    >
      <input
        type="checkbox"
        name={name}
        className="size-4 accent-emerald-700"
        checked={checked}
        onChange={(e) => {
          onCheckedChange(e.target.checked);
        }}
      />
      {children}
    </label>
  );
}
