import { LogIn } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { navItemsFor } from '@/app/navigation';
import { UserGreeting } from '@/app/layout/user-greeting';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/**
 * MobileMenuSheet is the slide-out panel of the mobile menu (its own chunk: Radix Dialog
 * loads on first open). Radix traps focus, closes on Escape and on the overlay, and gives
 * focus back to the menu button.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, focused again when the menu closes (it is not a Radix Trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { role, isSignedIn } = useSession();
  const close = () => {
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id="menu-utama"
        side="left"
        closeLabel="Tutup menu"
        className="flex flex-col gap-4"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center gap-2 pr-12">
          <BrandLogo />
          <DialogTitle brand>Kajian Kita</DialogTitle>
        </div>
        <DialogDescription className="sr-only">Menu navigasi utama</DialogDescription>
        <UserGreeting className="border-b border-stone-100 pb-3" onNavigate={close} />
        <nav aria-label="Menu utama">
          <ul className="flex flex-col gap-1">
            {navItemsFor(role).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium transition-colors',
                      isActive ? 'bg-emerald-50 text-emerald-800' : 'text-stone-700 hover:bg-stone-100',
                    )
                  }
                >
                  <item.icon aria-hidden className="size-5" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {!isSignedIn && (
          <Button asChild className="mt-auto w-full" size="lg">
            <Link to="/auth" onClick={close}>
              <LogIn aria-hidden />
              Masuk / Daftar
            </Link>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
