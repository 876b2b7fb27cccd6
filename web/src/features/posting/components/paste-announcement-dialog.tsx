import { ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { postingApi } from '../api/posting-api';
import type { AIRead } from '../lib/posting-schema';
import { TextArea } from '@/components/ui/textarea';

export const NOTHING_READ =
  'Tidak ada info kajian yang terbaca dari teks ini. Pastikan teks menyebut judul, pemateri, tanggal atau hari, dan waktunya.';

/**
 * PasteAnnouncementDialog is 'Tempel teks pengumuman': the user pastes a broadcast (as it
 * circulates on WhatsApp) and the server's parser fills the form from it, no AI key needed.
 */
export function PasteAnnouncementDialog({ onRead }: { onRead: (x: AIRead) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [nothing, setNothing] = useState(false);
  const read = async () => {
    setBusy(true);
    setNothing(false);
    try {
      const x = await postingApi.readText(text);
      // Confidence 0: not one key field was found. Say so, as 'Tempel rekap' does, and keep the
      // text to fix, rather than close on 'Formulir diisi' over an unchanged form.
      if (x.confidence === 0) {
        setNothing(true);
        return;
      }
      onRead(x);
      notify.success('Formulir diisi dari teks pengumuman. Periksa kembali sebelum menyimpan.');
      setOpen(false);
      setText('');
    } catch (error) {
      notify.error(isApiError(error) ? error.message : 'Gagal membaca teks pengumuman');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <ClipboardPaste aria-hidden />
          Tempel teks pengumuman
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-10">
            <DialogTitle>Tempel teks pengumuman</DialogTitle>
            <DialogDescription>
              Salin pengumuman kajian (misalnya dari grup WhatsApp) lalu tempel di sini. Formulir akan diisi otomatis.
            </DialogDescription>
          </div>
          <label htmlFor={id} className="sr-only">
            Teks pengumuman
          </label>
          <TextArea
            id={id}
            rows={9}
            value={text}
            placeholder={'Contoh:\n📢 KAJIAN AHAD PAGI\n🎙️ Ustadz Ahmad Fauzi\n📅 Ahad, 24 November 2026\n⏰ 09.00 WIB - selesai\n🕌 Masjid Al-Falah'}
            onChange={(e) => {
              setText(e.target.value);
              setNothing(false);
            }}
          />
          {nothing && (
            <p role="alert" className="text-sm text-red-700">
              {NOTHING_READ}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Batal
            </Button>
            <Button
              disabled={busy || text.trim() === ''}
              onClick={() => {
                void read();
              }}
            >
              {busy ? 'Membaca...' : 'Isi Formulir'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
