import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 1, name: 'Ustaz Ahmad', city: 'Bandung' },
  { id: 2, name: 'Ustaz Budi', city: 'Depok' },
];

const columns: DataTableColumn<Row>[] = [
  { header: 'Nama', cell: (r) => r.name },
  { header: 'Kota', headerClassName: 'w-40', cellClassName: 'text-sm', cell: (r) => r.city },
];

describe('DataTable', () => {
  it('lays the same rows out as a table (large screens) and as cards (phones)', () => {
    render(<DataTable rows={rows} rowKey={(r) => r.id} columns={columns} card={(r) => <p>{`${r.name} di ${r.city}`}</p>} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Kota']);
    expect(within(table).getByRole('columnheader', { name: 'Kota' })).toHaveClass('w-40', 'p-3', 'font-semibold');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Ustaz Ahmad', 'Bandung'],
      ['Ustaz Budi', 'Depok'],
    ]);
    expect(within(table).getByRole('cell', { name: 'Bandung' })).toHaveClass('p-3', 'text-sm');
    expect(table).toHaveClass('hidden', 'lg:table');

    const cards = screen.getByRole('list');
    expect(cards).toHaveClass('lg:hidden');
    expect(within(cards).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ustaz Ahmad di Bandung',
      'Ustaz Budi di Depok',
    ]);
  });
});
