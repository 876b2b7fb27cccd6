import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { accountItemsFor } from '@/app/navigation';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/**
 * AccountMenu is the signed-in user's button in the header (their initial beside the
 * 'Ahlan, {name}' greeting) opening Profil, their own pages (admins: the admin desks) and 'Keluar', so that
 * signing out takes a deliberate second tap. It is a disclosure of links, not an ARIA menu:
 * Tab moves through it, Escape and a tap outside close it, and any navigation closes it.
 */
export function AccountMenu() {
  const { role, displayName } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const initial = displayName.trim().charAt(0).toUpperCase() || '?';
  const itemLayout =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium focus-visible:outline-2 focus-visible:outline-emerald-600';
  const itemClass = `${itemLayout} text-stone-700 hover:bg-stone-100`;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Menu akun ${displayName}`}
        className="flex min-h-11 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600"
        onClick={() => {
          setOpenOn(open ? null : location.key);
        }}
      >
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white"
        >
          {initial}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <ul className="flex flex-col">
            {accountItemsFor(role).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={itemClass}>
                  <item.icon aria-hidden className="size-5 text-stone-500" />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="my-1 h-px bg-stone-100" />
          <button
            type="button"
            className={`${itemLayout} text-red-700 hover:bg-red-50`}
            disabled={signOut.isPending}
            onClick={() => {
              signOut.mutate();
            }}
          >
            <LogOut aria-hidden className="size-5" />
            Keluar
          </button>
        </div>
      )}
    </div>
  );
}
