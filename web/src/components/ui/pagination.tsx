import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageItems, SIBLINGS_PHONE, SIBLINGS_WIDE } from '@/lib/pages';
import { useMediaQuery } from '@/lib/use-media-query';

/** Pagination: Sebelumnya, page numbers (fewer under 640 px), Selanjutnya. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const phone = useMediaQuery('(max-width: 639px)');
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages, phone ? SIBLINGS_PHONE : SIBLINGS_WIDE);
  return (
    <nav aria-label="Halaman" className="flex items-center justify-center gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label="Sebelumnya"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        <ChevronLeft aria-hidden className="size-4" />
        <span className="hidden sm:inline">Sebelumnya</span>
      </Button>
      <ol className="flex items-center gap-1">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="custom"
                aria-label={`Halaman ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className="min-h-9 min-w-9 gap-2 rounded-xl px-2 text-sm"
                onClick={() => {
                  onPage(item);
                }}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden className="px-1 text-stone-500">
              …
            </li>
          ),
        )}
      </ol>
      <Button
        variant="outline"
        size="sm"
        aria-label="Selanjutnya"
        disabled={page >= totalPages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        <span className="hidden sm:inline">Selanjutnya</span>
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
