import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Spinner: className sizes it (size-6 unless told). */
export function Spinner({ className = 'size-6', label = 'Memuat...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('animate-spin text-emerald-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
