import { ListPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { postingApi } from '../api/posting-api';
import { emptyPosting, firstProblem, toPostingRequest, type PostingValues } from '../lib/posting-schema';
import { draftOf, type Draft } from '../lib/rekap-draft';
import { DraftCard } from './rekap-draft-card';

/**
 * RekapDialog is 'Tempel rekap': a masjid's weekly message of several sessions is read into
 * drafts; each shows what was understood, what is missing and the message lines it came from, can be corrected, and one the
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
      setDrafts(rekap.drafts.map((d) => draftOf(d, text)));
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
      <DialogContent size="wide">
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
                {/* Nothing left to post (all posted, or all there already): no dead 'Posting semua (0)'. */}
                {pending.length > 0 && (
                  <Button disabled={busy || blocked} onClick={() => void postAll()}>
                    {busy ? 'Memposting...' : `Posting semua (${String(pending.length)})`}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
