import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

const loadSheet = () => import('@/app/layout/mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/** MobileMenu is the hamburger button and slide-out main navigation below the md breakpoint. */
export function MobileMenu() {
  const location = useLocation();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openOn === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Buka menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'menu-utama' : undefined}
        className="-ml-2 md:hidden"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpenOn(location.key);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={(next) => {
              setOpenOn(next ? location.key : null);
            }}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
