import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { copyText } from '@/lib/clipboard';

/** CopyButton puts text on the clipboard and says so in a toast ('Salin' unless told). */
export function CopyButton({
  text,
  done,
  label,
  children = 'Salin',
  variant = 'outline',
  size = 'sm',
  className,
}: {
  text: string;
  /** The toast after a copy. */
  done: string;
  /** The accessible name, when the visible text alone would be ambiguous. */
  label?: string;
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      className={className}
      onClick={() =>
        void copyText(text).then((ok) => {
          if (ok) notify.success(done);
          else notify.error('Gagal menyalin. Silakan coba lagi.');
        })
      }
    >
      <Copy aria-hidden />
      {children}
    </Button>
  );
}
