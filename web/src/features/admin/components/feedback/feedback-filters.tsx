import { Filter, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FEEDBACK_STATUSES, type FeedbackQuery } from '../../api/feedback-api';

/** The six categories, as the filter offers them (labels as on the form). */
const CATEGORY_OPTIONS = [
  ['all', 'Semua kategori'],
  ['suggestion', 'Saran'],
  ['feature_request', 'Permintaan Fitur'],
  ['bug_report', 'Laporan Bug'],
  ['complaint', 'Keluhan'],
  ['compliment', 'Pujian'],
  ['other', 'Lainnya'],
] as const;

const STATUS_OPTIONS = [['all', 'Semua status'], ...FEEDBACK_STATUSES] as const;

/**
 * FeedbackFilters is the desk's search 'Cari feedback...' and a Filter toggle that reveals the
 * status and category filters. Any change starts again at page 1; the page waits for the typing
 * to pause before it asks the server.
 */
export function FeedbackFilters({ query, onChange }: { query: FeedbackQuery; onChange: (q: FeedbackQuery) => void }) {
  const [open, setOpen] = useState(query.status !== 'all' || query.category !== 'all');
  const ids = { status: useId(), category: useId(), panel: useId() };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
          <Input
            type="search"
            aria-label="Cari feedback"
            placeholder="Cari feedback..."
            className="pl-9"
            value={query.q}
            onChange={(e) => onChange({ ...query, q: e.target.value, page: 1 })}
          />
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen(!open)}>
          <Filter aria-hidden />
          Filter
        </Button>
      </div>
      {open && (
        <div id={ids.panel} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.status} className="text-sm font-medium text-stone-800">
              Status
            </label>
            <Select
              id={ids.status}
              value={query.status}
              options={STATUS_OPTIONS}
              onChange={(e) => onChange({ ...query, status: e.target.value as FeedbackQuery['status'], page: 1 })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.category} className="text-sm font-medium text-stone-800">
              Kategori
            </label>
            <Select
              id={ids.category}
              value={query.category}
              options={CATEGORY_OPTIONS}
              onChange={(e) => onChange({ ...query, category: e.target.value as FeedbackQuery['category'], page: 1 })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
