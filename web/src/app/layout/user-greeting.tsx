import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/**
 * UserGreeting shows 'Ahlan, {name}' as the way to the user's profile and, for admins, the
 * 'Admin' badge. `onNavigate` runs when the link is followed (the mobile menu closes).
 */
export function UserGreeting({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { isSignedIn, isAdmin, displayName } = useSession();
  if (!isSignedIn) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-2 text-stone-700', className)}>
      <Link
        to="/profile"
        onClick={onNavigate}
        className="inline-flex min-h-6 min-w-0 items-center rounded-md underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <span className="truncate">
          Ahlan, <span className="font-semibold text-stone-900">{displayName}</span>
        </span>
      </Link>
      {isAdmin && <Badge variant="accent">Admin</Badge>}
    </p>
  );
}
