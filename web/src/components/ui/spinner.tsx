import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Memuat...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('size-6 animate-spin text-emerald-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
