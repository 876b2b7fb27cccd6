import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** LoadingState is a centred spinner in its own band; className sets the band's height (py-*). */
export function LoadingState({ label, className = 'py-12' }: { label?: string | undefined; className?: string }) {
  return (
    <div className={cn('flex justify-center', className)}>
      {label === undefined ? <Spinner /> : <Spinner label={label} />}
    </div>
  );
}

/** ErrorState says a list failed to load and offers 'Coba Lagi'. */
export function ErrorState({ text, onRetry }: { text: ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <p className="text-stone-700">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        Coba Lagi
      </Button>
    </div>
  );
}

/**
 * EmptyState is the dashed box of a list with nothing to show: an icon and what to say or do.
 * className spaces it (gap-3 p-8 unless told).
 */
export function EmptyState({ icon: Icon, className = 'gap-3 p-8', children }: { icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white text-center', className)}>
      <Icon aria-hidden className="size-10 text-stone-400" />
      {children}
    </div>
  );
}

/** What QueryStates reads of a TanStack query. */
export interface QueryView<T> {
  data: T | undefined;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * QueryStates shows a query's loading, error and (when isEmpty says so) empty screens, and
 * children with the data otherwise. Data kept from an earlier answer still shows after a
 * failed refetch; only a query with no data at all shows the error.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  loadingClassName,
  errorText,
  isEmpty,
  empty,
  children,
}: {
  query: QueryView<T>;
  loadingLabel?: string;
  loadingClassName?: string;
  errorText: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} className={loadingClassName} />;
  const data = query.data;
  if (data === undefined) return <ErrorState text={errorText} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
