import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { MyKajianParams, StatusFilter, TimeFilter, TypeFilter } from '../api/my-kajian-api';

export const TYPE_OPTIONS: readonly [TypeFilter, string][] = [
  ['all', 'Semua'],
  ['regular', 'Insidental'],
  ['recurring', 'Rutin'],
];
export const STATUS_OPTIONS: readonly [StatusFilter, string][] = [
  ['all', 'Semua'],
  ['approved', 'Disetujui'],
  ['pending', 'Menunggu'],
  ['rejected', 'Ditolak'],
  ['draft', 'Draf'],
  ['inactive', 'Nonaktif'],
];
export const TIME_OPTIONS: readonly [TimeFilter, string][] = [
  ['all', 'Semua'],
  ['upcoming', 'Mendatang'],
  ['past', 'Sudah Lewat'],
];

const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-700';

/** MyKajianFilters is the search box and the Jenis, Status and Waktu filters of 'Kajian Saya'. */
export function MyKajianFilters({
  current,
  search,
  onSearch,
  update,
}: {
  current: MyKajianParams;
  search: string;
  onSearch: (text: string) => void;
  update: (patch: Partial<MyKajianParams>) => void;
}) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="relative">
        <label htmlFor={`${ids}-q`} className="sr-only">
          Cari kajian
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-stone-400" />
        <Input
          id={`${ids}-q`}
          type="search"
          className="pl-10"
          placeholder="Cari judul, ustadz, atau lokasi..."
          value={search}
          onChange={(e) => {
            onSearch(e.target.value);
          }}
        />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <label className={labelClass}>
          Jenis
          <Select
            compact
            className="min-w-0"
            options={TYPE_OPTIONS}
            value={current.type}
            onChange={(e) => {
              update({ type: e.target.value as TypeFilter });
            }}
          />
        </label>
        <label className={labelClass}>
          Status
          <Select
            compact
            className="min-w-0"
            options={STATUS_OPTIONS}
            value={current.status}
            onChange={(e) => {
              update({ status: e.target.value as StatusFilter });
            }}
          />
        </label>
        <label className={labelClass}>
          Waktu
          <Select
            compact
            className="min-w-0"
            options={TIME_OPTIONS}
            value={current.time}
            onChange={(e) => {
              update({ time: e.target.value as TimeFilter });
            }}
          />
        </label>
      </div>
    </div>
  );
}
