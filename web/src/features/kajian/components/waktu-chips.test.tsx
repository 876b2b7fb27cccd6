import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, visitor } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import type { Kajian } from '../api/home-queries';
import fixture from './testdata/cards.json?raw';

const cards = JSON.parse(fixture) as Kajian[];

/** The waktu the list's requests asked for, in order ('' for none). */
function askedWaktu(api: ReturnType<typeof fakeApi>): string[] {
  return api.calls
    .filter((c) => c.route.startsWith('GET /api/v1/kajian?'))
    .map((c) => new URL(c.route.slice(4), 'http://x').searchParams.get('waktu') ?? '');
}

describe('time shortcuts on home', () => {
  it('reads the chip from the link, writes the chosen one to it and lets go when pressed again', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/kajian': () => jsonResponse({ items: [cards[0]], past: [], total: 1, next_cursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/?waktu=pekan-ini&jenis=rutin');
    const group = await screen.findByRole('group', { name: 'Waktu kajian' });
    const chip = (name: string) => within(group).getByRole('button', { name });
    expect(group).toHaveTextContent('Hari iniBesokPekan iniAkhir pekan');
    expect(chip('Pekan ini')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(askedWaktu(api)).toEqual(['pekan-ini']));

    await user.click(chip('Besok'));
    await waitFor(() => expect(router.state.location.search).toBe('?jenis=rutin&waktu=besok'));
    expect(chip('Besok')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Pekan ini')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(askedWaktu(api).at(-1)).toBe('besok'));
    // The other filters go along.
    const last = api.calls.filter((c) => c.route.startsWith('GET /api/v1/kajian?')).at(-1)?.route ?? '';
    expect(new URL(last.slice(4), 'http://x').searchParams.get('type')).toBe('recurring');

    await user.click(chip('Besok'));
    await waitFor(() => expect(router.state.location.search).toBe('?jenis=rutin'));
    expect(chip('Besok')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(askedWaktu(api).at(-1)).toBe(''));
  });

  it('ignores a waktu it does not know', async () => {
    const api = fakeApi(visitor, {
      'GET /api/v1/kajian': () => jsonResponse({ items: [cards[0]], past: [], total: 1, next_cursor: null }),
    });
    renderApp('/?waktu=lusa');
    const group = await screen.findByRole('group', { name: 'Waktu kajian' });
    for (const chip of within(group).getAllByRole('button')) expect(chip).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(askedWaktu(api)).toEqual(['']));
  });
});
