import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Form pieces the posting forms share: a labelled field with its error, and a titled section.

/** Field labels a control, marks it required, and shows its hint or its error. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** describedBy links a control to its error or hint. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** Section is one titled part of the form. */
export function Section({
  title,
  description,
  children,
  icon,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900 [&_svg]:size-5 [&_svg]:text-emerald-700">
          {icon}
          {title}
        </h2>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
