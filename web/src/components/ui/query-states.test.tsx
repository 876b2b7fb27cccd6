import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, QueryStates, type QueryView } from './query-states';

function view(patch: Partial<QueryView<string[]>>): QueryView<string[]> {
  return { data: undefined, isPending: false, refetch: () => Promise.resolve(), ...patch };
}

function states(query: QueryView<string[]>) {
  return (
    <QueryStates
      query={query}
      loadingLabel="Memuat catatan..."
      errorText="Gagal memuat catatan"
      isEmpty={(d) => d.length === 0}
      empty={
        <EmptyState icon={Inbox}>
          <p>Belum ada catatan</p>
        </EmptyState>
      }
    >
      {(d) => <ul>{d.map((x) => <li key={x}>{x}</li>)}</ul>}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the spinner with its label while the first answer is awaited', () => {
    render(states(view({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Memuat catatan...');
    expect(screen.queryByText('Gagal memuat catatan')).not.toBeInTheDocument();
  });

  it('says the load failed and asks again on Coba Lagi when there is no data', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    render(states(view({ refetch })));
    expect(screen.getByText('Gagal memuat catatan')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty box for an empty answer and the children otherwise', () => {
    const { rerender } = render(states(view({ data: [] })));
    expect(screen.getByText('Belum ada catatan')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(states(view({ data: ['Tafsir', 'Fiqih'] })));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tafsir', 'Fiqih']);
    expect(screen.queryByText('Belum ada catatan')).not.toBeInTheDocument();
  });
});
