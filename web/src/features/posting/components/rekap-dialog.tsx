import { CircleCheck, ListPlus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { DAY_NAMES, kitabText } from '@/lib/kajian-format';
import { postingApi, type RekapDraft } from '../api/posting-api';
import {
  applyExtraction,
  AUDIENCES,
  emptyPosting,
  firstProblem,
  PRAYERS,
  toPostingRequest,
  type PostingValues,
} from '../lib/posting-schema';

/** A draft under review: its values as the form would hold them, and what became of it. */
interface Draft {
  values: PostingValues;
  /** Sent with 'Posting semua': every draft but one the database has already. */
  include: boolean;
  existing: RekapDraft['existing'];
  /** The fields the message did not say, as first read. */
  missing: string[];
  /** After 'Posting semua': the toast of a saved one, or why it was refused. */
  saved?: string;
  refused?: string;
}

function draftOf(d: RekapDraft): Draft {
  return {
    values: applyExtraction(emptyPosting(), d.extraction),
    include: d.existing === null,
    existing: d.existing,
    missing: d.missing,
  };
}

/**
 * RekapDialog is 'Tempel rekap': a masjid's weekly message of several sessions is read into
 * drafts; each shows what was understood and what is missing, can be corrected, and one the
 * database already has is marked 'Sudah ada' and left out; 'Posting semua' posts the rest in one
 * request (pending for users, published for admins) with a result per draft.
 */
export function RekapDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);

  const read = async () => {
    setBusy(true);
    setError('');
    try {
      const rekap = await postingApi.readRekap(text);
      setDrafts(rekap.drafts.map(draftOf));
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Gagal membaca teks rekap');
    } finally {
      setBusy(false);
    }
  };
  const edit = (i: number, change: Partial<PostingValues>) => {
    setDrafts((ds) => ds?.map((d, j) => (j === i ? { ...d, values: { ...d.values, ...change } } : d)) ?? null);
  };
  const toggle = (i: number, include: boolean) => {
    setDrafts((ds) => ds?.map((d, j) => (j === i ? { ...d, include } : d)) ?? null);
  };

  const pending = (drafts ?? []).filter((d) => d.include && d.saved === undefined);
  const blocked = pending.some((d) => firstProblem(d.values, 'create') !== null);
  const postAll = async () => {
    if (!drafts) return;
    setBusy(true);
    setError('');
    const chosen = drafts.flatMap((d, i) => (d.include && d.saved === undefined ? [i] : []));
    try {
      const { results } = await postingApi.createAll(chosen.map((i) => toPostingRequest(drafts[i]?.values ?? emptyPosting())));
      setDrafts(
        drafts.map((d, i) => {
          const r = results[chosen.indexOf(i)];
          if (!r) return d;
          return r.error ? { ...d, refused: r.error.message } : { ...d, saved: r.message, refused: undefined };
        }),
      );
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Gagal memposting kajian');
    } finally {
      setBusy(false);
    }
  };
  const done = drafts?.some((d) => d.saved !== undefined) ?? false;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setDrafts(null);
          setError('');
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <ListPlus aria-hidden />
          Tempel rekap
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-10">
            <DialogTitle>Tempel rekap</DialogTitle>
            <DialogDescription>
              Tempel rekap jadwal kajian sepekan (beberapa kajian dalam satu pesan). Setiap kajian dibaca menjadi draf
              yang bisa diperiksa sebelum diposting.
            </DialogDescription>
          </div>
          {drafts === null ? (
            <>
              <label htmlFor={id} className="sr-only">
                Teks rekap
              </label>
              <TextArea
                id={id}
                rows={10}
                value={text}
                placeholder={"Contoh:\nAHAD, 6 DESEMBER\n📚 Kajian Tafsir Juz Amma\n👤 Ustadz Abdullah\n⏰ Ba'da Subuh\n\nSENIN, 7 DESEMBER\n..."}
                onChange={(e) => {
                  setText(e.target.value);
                }}
              />
              {error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                  Batal
                </Button>
                <Button disabled={busy || text.trim() === ''} onClick={() => void read()}>
                  {busy ? 'Membaca...' : 'Baca Rekap'}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-stone-700" data-testid="jumlah-draf">
                {drafts.length} kajian terbaca, {drafts.filter((d) => d.existing).length} sudah ada.
              </p>
              <ol className="flex flex-col gap-3">
                {drafts.map((d, i) => (
                  <DraftCard key={i} index={i} draft={d} onEdit={(c) => edit(i, c)} onToggle={(on) => toggle(i, on)} />
                ))}
              </ol>
              {error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {done ? (
                  <Button asChild variant="outline">
                    <Link to="/my-kajian">Lihat Kajian Saya</Link>
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => setDrafts(null)} disabled={busy}>
                    Kembali
                  </Button>
                )}
                <Button disabled={busy || blocked || pending.length === 0} onClick={() => void postAll()}>
                  {busy ? 'Memposting...' : `Posting semua (${String(pending.length)})`}
                </Button>
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** DraftCard is one draft: what was read, editable, with what is missing or already there. */
function DraftCard({
  index,
  draft,
  onEdit,
  onToggle,
}: {
  index: number;
  draft: Draft;
  onEdit: (change: Partial<PostingValues>) => void;
  onToggle: (include: boolean) => void;
}) {
  const v = draft.values;
  const n = index + 1;
  const weekly = v.kajian_type === 'recurring';
  const problem = draft.include && draft.saved === undefined ? firstProblem(v, 'create') : null;
  const locked = draft.saved !== undefined;
  const field = (label: string, input: ReactNode) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
      {label}
      {input}
    </label>
  );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3" data-testid="draf-rekap">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2 font-semibold text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={draft.include}
            disabled={locked}
            onChange={(e) => {
              onToggle(e.target.checked);
            }}
          />
          {`Kajian ${String(n)}`}
        </label>
        {weekly && <Badge variant="info">Kajian Rutin</Badge>}
        {v.audience.join() !== 'umum' && (
          <Badge variant="neutral">
            Peserta: {AUDIENCES.filter((g) => v.audience.includes(g.value)).map((g) => g.label).join(', ')}
          </Badge>
        )}
        {draft.existing && (
          <Badge variant="accent">
            Sudah ada:{' '}
            <Link to={draft.existing.path} target="_blank" className="underline">
              {draft.existing.title}
            </Link>
          </Badge>
        )}
      </div>
      {(v.kitab || v.bab) && (
        <p className="text-xs text-stone-600">Kitab: {kitabText({ kitab: v.kitab || null, bab: v.bab || null })}</p>
      )}
      {draft.missing.length > 0 && !locked && (
        <p className="text-xs text-stone-600">Belum terbaca: {draft.missing.join(', ')}</p>
      )}
      <fieldset disabled={locked} className="grid grid-cols-2 gap-2">
        <div className="col-span-2">
          {field(`Judul kajian ${String(n)}`, <Input value={v.title} onChange={(e) => onEdit({ title: e.target.value })} />)}
        </div>
        {weekly
          ? field(
              `Hari kajian ${String(n)}`,
              <Select
                value={String(v.day_of_week)}
                options={DAY_NAMES.map((name, i) => [String(i), name] as const)}
                onChange={(e) => onEdit({ day_of_week: Number(e.target.value) })}
              />,
            )
          : field(`Tanggal kajian ${String(n)}`, <Input type="date" value={v.date} onChange={(e) => onEdit({ date: e.target.value })} />)}
        {field(
          `Mulai kajian ${String(n)}`,
          <Select
            value={v.after_prayer}
            options={[['', 'Jam tertentu'], ...PRAYERS.map((p) => [p.value, `Ba'da ${p.label}`] as const)]}
            onChange={(e) => onEdit({ after_prayer: e.target.value })}
          />,
        )}
        {!v.after_prayer &&
          field(`Waktu kajian ${String(n)}`, <Input type="time" value={v.time} onChange={(e) => onEdit({ time: e.target.value })} />)}
        {field(
          `Pemateri kajian ${String(n)}`,
          <Input
            value={v.speakers[0]?.name ?? ''}
            onChange={(e) => {
              const [first, ...rest] = v.speakers;
              onEdit({ speakers: [{ ...(first ?? { is_main_speaker: true, speaker_order: 1 }), name: e.target.value }, ...rest] });
            }}
          />,
        )}
        {!v.is_online &&
          field(`Lokasi kajian ${String(n)}`, <Input value={v.location} onChange={(e) => onEdit({ location: e.target.value })} />)}
        {!v.is_online &&
          field(`Alamat kajian ${String(n)}`, <Input value={v.address} onChange={(e) => onEdit({ address: e.target.value })} />)}
      </fieldset>
      {problem && <p className="text-sm text-red-700">{problem.message}</p>}
      {draft.refused && (
        <p role="alert" className="text-sm text-red-700">
          Gagal: {draft.refused}
        </p>
      )}
      {draft.saved && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden className="size-4" />
          {draft.saved}
        </p>
      )}
    </li>
  );
}
