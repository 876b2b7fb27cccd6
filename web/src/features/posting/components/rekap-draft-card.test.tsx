import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RekapDraft } from '../api/posting-api';
import { draftOf, type Draft } from '../lib/rekap-draft';
import { DraftCard } from './rekap-draft-card';

// A rekap draft says the rhythm read in the pages' words and lets the user correct it; what the
// reader could not tell is 'Belum terbaca' and blocks the draft until chosen.

const extraction: RekapDraft['extraction'] = {
  title: 'Kajian Bulughul Maram',
  ustaz: 'Ust. Abu Haidar',
  speakers: [{ name: 'Ust. Abu Haidar', is_main_speaker: true, speaker_order: 1 }],
  date: '',
  time: '',
  after_prayer: 'maghrib',
  prayer_offset: 0,
  audience: ['umum'],
  kitab: '',
  bab: '',
  location: 'Masjid Al-Hikmah',
  address: 'Jl. Anggrek No. 5, Depok',
  description: '',
  contact_person: '',
  contact_phone: '',
  live_stream_url: '',
  timezone_region: 'WIB',
  kajian_type: 'recurring',
  is_online: false,
  day_of_week: 6,
  every_weeks: 1,
  month_weeks: [2, 4],
  confidence: 90,
  source: 'text',
};

function Card({ draft }: { draft: Draft }) {
  const [d, setD] = useState(draft);
  return (
    <DraftCard
      index={0}
      draft={d}
      onEdit={(change) => {
        setD((x) => ({ ...x, values: { ...x.values, ...change } }));
      }}
      onToggle={() => undefined}
    />
  );
}

function renderDraft(x: Partial<RekapDraft['extraction']>, missing: string[] = []) {
  const draft = draftOf({ extraction: { ...extraction, ...x }, missing, source_lines: [1], existing: null }, 'Setiap Sabtu pekan ke-2 & ke-4');
  render(<Card draft={draft} />);
  return screen.getByTestId('draf-rekap');
}

describe('DraftCard rhythm', () => {
  it('says the weeks of the month read, and posts nothing else', () => {
    const card = renderDraft({});
    expect(within(card).getByTestId('draf-jadwal')).toHaveTextContent('Sabtu pekan ke-2 & ke-4');
    expect(within(card).getByLabelText('Pengulangan kajian 1')).toHaveValue('monthly');
    expect(within(card).getByRole('checkbox', { name: 'Pekan ke-2' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Pekan ke-3' })).not.toBeChecked();
    expect(within(card).queryByTestId('belum-terbaca')).toBeNull();
  });

  it('asks the first date of every N weeks', async () => {
    const card = renderDraft({ month_weeks: undefined, every_weeks: 2, day_of_week: 3 }, ['Mulai tanggal']);
    expect(within(card).getByTestId('draf-jadwal')).toHaveTextContent('Dua pekan sekali, Rabu');
    expect(within(card).getByTestId('belum-terbaca')).toHaveTextContent('Belum terbaca: Mulai tanggal');
    expect(within(card).getByText('Tanggal mulai harus diisi untuk kajian beberapa pekan sekali')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Mulai tanggal kajian 1'), '2026-12-09');
    expect(within(card).queryByText('Tanggal mulai harus diisi untuk kajian beberapa pekan sekali')).toBeNull();
  });

  it("leaves a rhythm it could not tell for the user: 'Pengulangan' until a week is chosen", async () => {
    const card = renderDraft({ month_weeks: undefined, rhythm_unknown: true }, ['Pengulangan']);
    expect(within(card).getByTestId('belum-terbaca')).toHaveTextContent('Belum terbaca: Pengulangan');
    expect(within(card).queryByTestId('draf-jadwal')).toBeNull();
    expect(within(card).getByText('Pilih minimal satu pekan')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Pekan terakhir' }));
    expect(within(card).getByTestId('draf-jadwal')).toHaveTextContent('Setiap Sabtu pekan terakhir');
    expect(within(card).queryByText('Pilih minimal satu pekan')).toBeNull();
  });
});
