import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * TextField is a labelled input with its hint or error (see Field). Extra props go to the input,
 * so react-hook-form's register() spreads in. The id is made here unless the form names it;
 * requiredMark shows the asterisk without asking the browser to check the field.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  trailing,
  requiredMark,
  id: givenId,
  ...input
}: ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
  requiredMark?: boolean | undefined;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const control = (
    <Input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      className={trailing ? 'pr-12' : undefined}
      {...input}
    />
  );
  return (
    <Field id={id} label={label} required={requiredMark} error={error} hint={hint} className={className}>
      {trailing ? (
        <div className="relative">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/** PasswordField is a TextField whose text can be shown and hidden again. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
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
