import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/** UserGreeting shows 'Ahlan, {name}' and, for admins, the 'Admin' badge. */
export function UserGreeting({ className }: { className?: string }) {
  const { isSignedIn, isAdmin, displayName } = useSession();
  if (!isSignedIn) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-2 text-stone-700', className)}>
      <span className="truncate">
        Ahlan, <span className="font-semibold text-stone-900">{displayName}</span>
      </span>
      {isAdmin && <Badge variant="accent">Admin</Badge>}
    </p>
  );
}
