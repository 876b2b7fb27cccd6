import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { SegmentedControl } from './segmented-control';
import { Select } from './select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { TextArea } from './textarea';

function Sort() {
  const [value, setValue] = useState<'date' | 'distance'>('date');
  return (
    <SegmentedControl
      label="Urutan"
      value={value}
      onValueChange={setValue}
      options={[
        { value: 'date', label: 'Semua Kajian' },
        { value: 'distance', label: 'Jarak Terdekat' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group: one option checked at a time', async () => {
    const user = userEvent.setup();
    render(<Sort />);
    expect(screen.getByRole('radiogroup', { name: 'Urutan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Semua Kajian' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Jarak Terdekat' }));
    expect(screen.getByRole('radio', { name: 'Jarak Terdekat' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Semua Kajian' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('radio', { name: 'Semua Kajian' }));
    expect(screen.getByRole('radio', { name: 'Semua Kajian' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is one tab stop whose arrow keys move the choice and the focus, round the ends', async () => {
    const user = userEvent.setup();
    render(<Sort />);
    await user.tab();
    const all = screen.getByRole('radio', { name: 'Semua Kajian' });
    const near = screen.getByRole('radio', { name: 'Jarak Terdekat' });
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(near).toHaveFocus();
    expect(near).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(near).toHaveAttribute('aria-checked', 'true');
    await user.tab({ shift: true });
    await user.tab();
    expect(near).toHaveFocus();
  });
});

describe('Pagination', () => {
  it('shows first, last, current and neighbours with ellipses, and moves by page', async () => {
    const onPage = vi.fn<(page: number) => void>();
    const user = userEvent.setup();
    render(<Pagination page={5} totalPages={10} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Halaman' });
    const numbers = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent);
    expect(numbers).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(screen.getByRole('button', { name: 'Halaman 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    await user.click(screen.getByRole('button', { name: 'Halaman 10' }));
    expect(onPage.mock.calls).toEqual([[6], [10]]);
  });

  it('cannot go before the first page, and hides with a single page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('shows the chosen tab’s panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="catatan">
        <TabsList aria-label="Isi profil">
          <TabsTrigger value="catatan">Catatan</TabsTrigger>
          <TabsTrigger value="kajian">Kajian</TabsTrigger>
        </TabsList>
        <TabsContent value="catatan">Daftar catatan</TabsContent>
        <TabsContent value="kajian">Daftar kajian</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Daftar catatan');
    await user.click(screen.getByRole('tab', { name: 'Kajian' }));
    expect(screen.getByRole('tab', { name: 'Kajian' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Daftar kajian');
  });
});

describe('Select and TextArea', () => {
  it('lists options from pairs and passes field attributes through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(
      <>
        <label>
          Status
          <Select
            options={[
              ['all', 'Semua'],
              ['pending', 'Menunggu'],
            ]}
            defaultValue="all"
            onChange={(e) => {
              onChange(e.target.value);
            }}
          />
        </label>
        <label>
          Alasan
          <TextArea aria-invalid maxLength={10} />
        </label>
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Menunggu');
    expect(onChange).toHaveBeenCalledWith('pending');
    const area = screen.getByRole('textbox', { name: 'Alasan' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAttribute('maxLength', '10');
  });
});
