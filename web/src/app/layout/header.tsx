import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from '@/app/layout/account-menu';
import { DesktopTabs } from '@/app/layout/desktop-tabs';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { UserGreeting } from '@/app/layout/user-greeting';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';

export function Header() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 px-4 py-2">
        <MobileMenu />
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-xl text-xl font-bold tracking-tight text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <BrandLogo />
          <span className="truncate">Kajian Kita</span>
        </Link>
        {/* On phones the greeting wraps to its own line below; from sm up it sits before the button. */}
        <UserGreeting className="order-last basis-full pt-1 text-sm sm:order-none sm:ml-auto sm:basis-auto sm:pt-0 sm:text-base" />
        <div className={isSignedIn ? 'ml-auto sm:ml-3' : 'ml-auto'}>
          {isSignedIn ? (
            <AccountMenu />
          ) : (
            <Button asChild size="md">
              <Link to={`/auth?next=${encodeURIComponent(here)}`}>
                <LogIn aria-hidden />
                Masuk
              </Link>
            </Button>
          )}
        </div>
      </div>
      <DesktopTabs />
    </header>
  );
}
