import { NavLink } from 'react-router';
import { navItemsFor } from '@/app/navigation';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/** DesktopTabs is the main navigation as a tab bar, shown from the md breakpoint up. */
export function DesktopTabs() {
  const { role } = useSession();
  return (
    <nav aria-label="Navigasi utama" className="hidden border-t border-stone-100 md:block">
      <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-4">
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 items-center gap-2 border-b-2 px-3 font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-emerald-700 text-emerald-800'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
                )
              }
            >
              <item.icon aria-hidden className="size-4" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
