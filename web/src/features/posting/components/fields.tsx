import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Small form pieces the posting forms share: a labelled field with its error, a text area, a
// select and a two-way choice, styled like components/ui/input.

const control =
  'w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 ' +
  'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/30 ' +
  'disabled:opacity-50 aria-invalid:border-red-500';

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

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(control, 'min-h-11 appearance-auto py-2', className)} {...props} />;
}

/** Choice is a two- or three-way choice shown as large buttons (a radio group). */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-2">
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={disabled}
            onClick={() => {
              onChange(o.value);
            }}
            className={cn(
              'flex min-h-14 flex-col items-start justify-center gap-0.5 rounded-xl border px-3 py-2 text-left transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60',
              selected
                ? 'border-emerald-600 bg-emerald-50 text-emerald-900 ring-1 ring-emerald-600'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
            )}
          >
            <span className="flex items-start gap-2 leading-snug font-semibold [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0">
              {o.icon}
              <span>{o.label}</span>
            </span>
            {o.hint && <span className="text-xs text-stone-600">{o.hint}</span>}
          </button>
        );
      })}
    </div>
  );
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
