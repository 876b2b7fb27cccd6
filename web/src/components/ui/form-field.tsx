import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * FormField is a labelled input with its error message (linked by aria-describedby) and an
 * optional hint. Extra props go to the input, so react-hook-form's register() spreads in.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  trailing,
  ...input
}: ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={trailing ? 'pr-12' : undefined}
          {...input}
        />
        {trailing}
      </div>
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

/** PasswordField is a FormField whose text can be shown and hidden again. */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => {
            setShown((s) => !s);
          }}
          aria-label={shown ? 'Sembunyikan password' : 'Tampilkan password'}
          aria-pressed={shown}
          className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-xl text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
