import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { JOURNAL_MESSAGES } from '../api/journal-api';

/**
 * NoteMissing is the page of a note that did not load: 'Catatan tidak ditemukan' for a 404,
 * otherwise the load failure with 'Coba Lagi' when the page can retry.
 */
export function NoteMissing({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <FileQuestion aria-hidden className="size-12 text-stone-400" />
      <h1 className="text-2xl font-bold text-stone-900">{missing ? 'Catatan tidak ditemukan' : JOURNAL_MESSAGES.loadFailed}</h1>
      {!missing && onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Coba Lagi
        </Button>
      )}
      <Button asChild>
        <Link to="/journal">Kembali ke Catatan Saya</Link>
      </Button>
    </section>
  );
}
