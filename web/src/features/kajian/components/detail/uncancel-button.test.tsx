import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, jsonResponse, renderApp, visitor } from '@/test/app';
import { SLUG, WEEKLY_SLUG, get, noNotes, oneOff, serve, weekly } from './session-detail-fixtures';

// A cancellation made by mistake is taken back from the session's page by who may cancel it.

const cancellation = { id: 'c-1', date: '2026-12-10', until: null, reason: 'Ustadz sakit' };

describe('taking a cancellation back', () => {
  it('takes one weekly date back, naming it, and shows the answer', async () => {
    const calls = serve(adminSession, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () => jsonResponse(weekly({ can_edit: true, cancellations: [cancellation] }))),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
      {
        method: 'DELETE',
        path: `/api/v1/postings/recurring/${WEEKLY_SLUG}/cancel`,
        answer: () => jsonResponse({ kajian: weekly(), message: 'Pembatalan dibatalkan' }),
      },
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    const list = await screen.findByRole('region', { name: 'Jadwal Dibatalkan' });
    await userEvent.click(within(list).getByRole('button', { name: 'Batalkan pembatalan Kamis, 10 Desember 2026' }));
    expect(await screen.findByText('Pembatalan dibatalkan')).toBeInTheDocument();
    expect(calls.map((c) => c.route)).toContain(`DELETE /api/v1/postings/recurring/${WEEKLY_SLUG}/cancel?date=2026-12-10`);
  });

  it('takes a one-off session’s cancellation back', async () => {
    const calls = serve(adminSession, [
      get(`/api/v1/kajian/${SLUG}`, () =>
        jsonResponse(oneOff({ can_edit: true, is_cancelled: true, cancelled_label: 'Dibatalkan: Ustadz sakit', cancel_reason: 'Ustadz sakit' })),
      ),
      get(`/api/v1/kajian/${SLUG}/notes`, () => jsonResponse(noNotes)),
      {
        method: 'DELETE',
        path: `/api/v1/postings/regular/${SLUG}/cancel`,
        answer: () => jsonResponse({ kajian: oneOff(), message: 'Pembatalan dibatalkan' }),
      },
    ]);
    renderApp(`/kajian/${SLUG}`);
    const banner = await screen.findByTestId('cancelled-banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Batalkan pembatalan kajian ini' }));
    expect(await screen.findByText('Pembatalan dibatalkan')).toBeInTheDocument();
    expect(calls.map((c) => c.route)).toContain(`DELETE /api/v1/postings/regular/${SLUG}/cancel`);
  });

  it('offers nothing to a visitor', async () => {
    serve(visitor, [
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}`, () => jsonResponse(weekly({ cancellations: [cancellation] }))),
      get(`/api/v1/kajian-rutin/${WEEKLY_SLUG}/notes`, () => jsonResponse(noNotes)),
    ]);
    renderApp(`/kajian-rutin/${WEEKLY_SLUG}`);
    const list = await screen.findByRole('region', { name: 'Jadwal Dibatalkan' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
