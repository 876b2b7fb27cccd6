import { useMutation } from '@tanstack/react-query';
import { ClipboardCopy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { copyTextLater } from '@/lib/clipboard';
import { fetchRekap, type HomeParams } from '../api/home-queries';

/**
 * HomeRekapButton is 'Salin rekap': the list as it is filtered now (its first 30 sessions) as a
 * WhatsApp message on the clipboard, ready to post in a group. The server writes the text, the
 * same text 'Tempel rekap' reads back.
 */
export function HomeRekapButton({ params }: { params: HomeParams }) {
  const copy = useMutation({
    mutationFn: async () => {
      const rekap = fetchRekap(params);
      if (!(await copyTextLater(rekap.then((r) => r.text)))) throw new Error('clipboard');
      return (await rekap).count;
    },
    onSuccess: (count) => {
      notify.success(`Rekap ${count} kajian disalin. Tempel di grup WhatsApp Anda.`);
    },
    onError: () => {
      notify.error('Rekap gagal disalin. Silakan coba lagi.');
    },
  });
  return (
    <Button variant="link" size="custom" className="min-h-8 gap-1 rounded-xl px-1.5 text-sm" onClick={() => copy.mutate()} disabled={copy.isPending}>
      <ClipboardCopy aria-hidden className="size-4" /> Salin rekap
    </Button>
  );
}
