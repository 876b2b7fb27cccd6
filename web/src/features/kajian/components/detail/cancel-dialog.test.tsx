import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { canCancel } from '@/features/kajian/api/cancel-api';
import { createTestQueryClient, jsonResponse, visitor } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import { CancelSection } from './cancel-dialog';
import { oneOff, weekly } from './session-detail-fixtures';
import type { KajianDetail } from '@/features/kajian/api/detail-queries';

function renderSection(k: KajianDetail) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CancelSection kajian={k} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Batalkan Kajian', () => {
  it('is offered only to who may cancel, while there is something to cancel', () => {
    expect(canCancel(oneOff({ can_edit: false }))).toBe(false);
    expect(canCancel(oneOff({ can_edit: true }))).toBe(true);
    expect(canCancel(oneOff({ can_edit: true, is_cancelled: true }))).toBe(false);
    expect(canCancel(oneOff({ can_edit: true, is_past: true }))).toBe(false);
    expect(canCancel(oneOff({ can_edit: true, status: 'pending' }))).toBe(false);
    expect(canCancel(weekly({ can_edit: true, status: 'active', cancellable_dates: [] }))).toBe(false);
    expect(canCancel(weekly({ can_edit: true, status: 'active', cancellable_dates: ['2026-11-26'] }))).toBe(true);
  });

  it('asks a weekly session for the date and a reason, then cancels that date', async () => {
    const k = weekly({ can_edit: true, status: 'active', cancellable_dates: ['2026-11-26', '2026-12-10'] });
    const route = `POST /api/v1/postings/recurring/${k.slug}/cancel`;
    const api = fakeApi(visitor, {
      [route]: () => jsonResponse({ kajian: k, message: 'Kajian berhasil dibatalkan' }),
    });
    const user = userEvent.setup();
    renderSection(k);
    await user.click(screen.getByRole('button', { name: 'Batalkan Kajian' }));
    const date = screen.getByRole('combobox', { name: /Tanggal/ });
    expect([...date.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Kamis, 26 November 2026',
      'Kamis, 10 Desember 2026',
    ]);
    // No reason: the schema says so and nothing is sent.
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Kajian' }));
    expect(await screen.findByText('Alasan pembatalan harus diisi')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toHaveLength(0);

    await user.selectOptions(date, '2026-12-10');
    await user.type(screen.getByRole('textbox', { name: /Alasan pembatalan/ }), '  Ustadz sakit ');
    expect(screen.getByText('15/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Kajian' }));
    expect(await screen.findByText('Kajian berhasil dibatalkan')).toBeInTheDocument();
    expect(api.calls.find((c) => c.route === route)?.body).toEqual({ reason: 'Ustadz sakit', date: '2026-12-10' });
  });

  it('sends a one-off session’s reason alone and shows the server’s refusal on its field', async () => {
    const k = oneOff({ can_edit: true });
    const route = `POST /api/v1/postings/regular/${k.slug}/cancel`;
    const api = fakeApi(visitor, {
      [route]: () =>
        jsonResponse(
          { error: { code: 'validation_failed', message: 'Alasan pembatalan maksimal 500 karakter', field: 'reason' } },
          400,
        ),
    });
    const user = userEvent.setup();
    renderSection(k);
    await user.click(screen.getByRole('button', { name: 'Batalkan Kajian' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Alasan pembatalan/ }), 'Hujan');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Batalkan Kajian' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alasan pembatalan maksimal 500 karakter');
    expect(api.calls.find((c) => c.route === route)?.body).toEqual({ reason: 'Hujan' });
  });
});
