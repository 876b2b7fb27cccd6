import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva(
  'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
  {
    variants: {
      side: {
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl',
        left: 'inset-y-0 left-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto p-4 motion-safe:animate-[slide-in-left_200ms_ease-out]',
        right:
          'inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto p-4 motion-safe:animate-[slide-in-right_200ms_ease-out]',
      },
      // A centred panel's width and padding: md, wide (a pasted text beside its result) or
      // snug (less padding on a phone).
      size: { md: '', wide: '', snug: '' },
    },
    compoundVariants: [
      { side: 'center', size: 'md', class: 'max-w-lg p-6' },
      { side: 'center', size: 'wide', class: 'max-w-2xl p-6' },
      { side: 'center', size: 'snug', class: 'max-w-lg p-5 sm:p-6' },
    ],
    defaultVariants: { side: 'center', size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & {
    /** Accessible label of the close button; hidden when null. */
    closeLabel?: string | null;
  };

/**
 * DialogContent is a modal panel (centred, or a slide-out sheet with side="left"/"right"). On
 * closing, the focus returns to what had it when the panel opened, also for a dialog opened
 * without a DialogTrigger (Radix then leaves it on the page's body).
 */
export function DialogContent({
  className,
  side,
  size,
  children,
  closeLabel = 'Tutup',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // What had the focus as the panel opened, before Radix moved it in.
  const opener = useRef<Element | null>(null);
  const keepOpener = (event: Event) => {
    opener.current = document.activeElement;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const el = opener.current;
    if (event.defaultPrevented || !(el instanceof HTMLElement) || el === document.body || !el.isConnected) return;
    event.preventDefault();
    el.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(contentVariants({ side, size }), className)}
        onOpenAutoFocus={keepOpener}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        {closeLabel !== null && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** DialogTitle: `brand` for the app's name heading the menu. */
export function DialogTitle({ className, brand = false, ...props }: ComponentProps<typeof DialogPrimitive.Title> & { brand?: boolean }) {
  return (
    <DialogPrimitive.Title
      className={cn(brand ? 'text-xl font-bold text-emerald-900' : 'text-lg font-semibold text-stone-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-stone-600', className)} {...props} />;
}
