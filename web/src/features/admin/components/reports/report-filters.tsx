import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { REPORT_REASON_FILTERS, REPORT_STATUSES, type ReportQuery } from '../../api/reports-api';

const STATUS_OPTIONS = [['all', 'Semua status'], ...REPORT_STATUSES] as const;
const REASON_OPTIONS = [['all', 'Semua alasan'], ...REPORT_REASON_FILTERS] as const;

/** ReportFilters narrows 'Laporan' by status and reason; any change starts again at page 1. */
export function ReportFilters({ query, onChange }: { query: ReportQuery; onChange: (q: ReportQuery) => void }) {
  const ids = { status: useId(), reason: useId() };
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.status} className="text-sm font-medium text-stone-800">
          Status
        </label>
        <Select
          id={ids.status}
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(e) => onChange({ ...query, status: e.target.value as ReportQuery['status'], page: 1 })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.reason} className="text-sm font-medium text-stone-800">
          Alasan
        </label>
        <Select
          id={ids.reason}
          value={query.reason}
          options={REASON_OPTIONS}
          onChange={(e) => onChange({ ...query, reason: e.target.value as ReportQuery['reason'], page: 1 })}
        />
      </div>
    </div>
  );
}
