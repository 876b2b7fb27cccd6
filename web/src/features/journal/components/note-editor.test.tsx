import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteEditor } from './note-editor';

describe('NoteEditor', () => {
  it('offers exactly the specification’s tools', () => {
    render(<NoteEditor id="n" value="" onChange={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Format catatan' });
    const labels = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Tebal', 'Miring', 'Garis bawah', 'Coret', 'Judul 2', 'Judul 3', 'Daftar berpoin', 'Daftar bernomor',
      'Kutipan', 'Blok kode', 'Tautan', 'Urungkan', 'Ulangi',
    ]);
    expect(screen.getByRole('button', { name: 'Urungkan' })).toBeDisabled();
  });

  it('makes text bold and reports the HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<NoteEditor id="n" value="<p>Sabar</p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Isi catatan' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Tebal' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Sabar</strong></p>');
    });
    expect(screen.getByRole('button', { name: 'Tebal' })).toHaveAttribute('aria-pressed', 'true');
  });
});
