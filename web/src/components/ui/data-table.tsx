import type { Key, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** DataTableColumn is one column of a DataTable: its heading, its width and how a row fills it. */
export interface DataTableColumn<T> {
  header: string;
  /** Classes of the heading cell, e.g. its width ('w-40'); a column without one takes the rest. */
  headerClassName?: string;
  /** Classes of the body cells besides the padding. */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

/**
 * DataTable shows rows as a table on large screens and, on phones, as a list of cards (the
 * same rows, laid out by card). Both are in the page; CSS shows one.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  card,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly DataTableColumn<T>[];
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <table className="hidden w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-left shadow-sm lg:table">
        <thead className="bg-stone-50 text-sm text-stone-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn(c.headerClassName, 'p-3 font-semibold')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-stone-100 align-top">
              {columns.map((c) => (
                <td key={c.header} className={cn('p-3', c.cellClassName)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
