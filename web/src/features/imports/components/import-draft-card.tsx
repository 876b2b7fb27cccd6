import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { DAY_NAMES, formatMediumDate } from '@/lib/kajian-format';
import { queryKeys } from '@/lib/query-keys';
import { importApi, type CalendarEvent } from '../api/imports-api';

/** What the card lets the owner correct before posting; the rest is posted as the calendar says. */
interface Fields {
  title: string;
  speaker: string;
  date: string;
  day: number;
  time: string;
  location: string;
  address: string;
}

function fieldsOf(e: CalendarEvent): Fields {
  const x = e.extraction;
  return {
    title: x.title,
    speaker: x.speakers[0]?.name ?? x.ustaz,
    date: x.date,
    day: x.day_of_week ?? 1,
    time: x.time,
    location: x.location,
    address: x.address,
  };
}

/**
 * ImportDraftCard is one event of a calendar as a draft: what the calendar said, what it did not
 * ('Belum terbaca: …', an all-day event's time among them), a session the database has already
 * ('Sudah ada'), and 'Posting' once corrected. Posting goes through the posting form's rules on
 * the server, whose refusal is shown on the card.
 */
export function ImportDraftCard({ sourceId, event }: { sourceId: string; event: CalendarEvent }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [f, setF] = useState<Fields>(() => fieldsOf(event));
  const x = event.extraction;
  const weekly = x.kajian_type === 'recurring';
  const post = useMutation({
    mutationFn: () =>
      importApi.postDraft(sourceId, event.id, {
        kajian_type: x.kajian_type,
        title: f.title,
        speakers: f.speaker.trim() ? [{ name: f.speaker.trim(), is_main_speaker: true, speaker_order: 1 }] : [],
        ...(weekly ? { day_of_week: f.day, holidays: event.holidays.map((date) => ({ date })) } : { date: f.date }),
        time: f.time,
        timezone_region: x.timezone_region,
        is_online: x.is_online,
        live_stream_url: x.live_stream_url || null,
        location: f.location || null,
        address: f.address || null,
        description: x.description || null,
      }),
    // The draft leaves the list for 'Sudah diproses' once the source is read again.
    onSuccess: async (saved) => {
      notify.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    },
  });
  const field = (label: string, input: ReactNode) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
      {label}
      {input}
    </label>
  );
  const set = (change: Partial<Fields>) => {
    setF((v) => ({ ...v, ...change }));
  };
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3" data-testid="draf-kalender" aria-labelledby={id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id} className="font-semibold text-stone-900">
          {x.title || 'Tanpa judul'}
        </h3>
        {weekly && <Badge variant="info">Kajian Rutin</Badge>}
        {event.existing && (
          <Badge variant="accent">
            Sudah ada:{' '}
            <Link to={event.existing.path} target="_blank" className="underline">
              {event.existing.title}
            </Link>
          </Badge>
        )}
      </div>
      {event.missing.length > 0 && <p className="text-sm font-medium text-amber-800">Belum terbaca: {event.missing.join(', ')}</p>}
      {weekly && event.holidays.length > 0 && (
        <p className="text-xs text-stone-600">Libur: {event.holidays.map(formatMediumDate).join(', ')}</p>
      )}
      {event.note && <p className="text-xs text-stone-600">{event.note}</p>}
      <fieldset disabled={post.isPending} className="grid grid-cols-2 gap-2">
        <div className="col-span-2">{field('Judul', <Input value={f.title} onChange={(e) => set({ title: e.target.value })} />)}</div>
        {weekly
          ? field(
              'Hari',
              <Select
                value={String(f.day)}
                options={DAY_NAMES.map((name, i) => [String(i), name] as const)}
                onChange={(e) => set({ day: Number(e.target.value) })}
              />,
            )
          : field('Tanggal', <Input type="date" value={f.date} onChange={(e) => set({ date: e.target.value })} />)}
        {field(`Waktu (${x.timezone_region})`, <Input type="time" value={f.time} onChange={(e) => set({ time: e.target.value })} />)}
        <div className="col-span-2">{field('Pemateri', <Input value={f.speaker} onChange={(e) => set({ speaker: e.target.value })} />)}</div>
        {!x.is_online && (
          <div className="col-span-2">{field('Lokasi', <Input value={f.location} onChange={(e) => set({ location: e.target.value })} />)}</div>
        )}
        {!x.is_online && (
          <div className="col-span-2">{field('Alamat', <Input value={f.address} onChange={(e) => set({ address: e.target.value })} />)}</div>
        )}
      </fieldset>
      {post.isError && (
        <p role="alert" className="text-sm text-red-700">
          Gagal: {isApiError(post.error) ? post.error.message : 'Gagal memposting kajian'}
        </p>
      )}
      <Button onClick={() => post.mutate()} disabled={post.isPending || post.isSuccess}>
        {post.isPending ? 'Memposting...' : 'Posting'}
      </Button>
    </li>
  );
}
