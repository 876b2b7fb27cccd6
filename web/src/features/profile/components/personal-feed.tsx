import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useReminderMutations } from '@/lib/reminders';

/**
 * PersonalFeed is 'Kalender Saya': the personal calendar feed. Its secret address is kept only
 * as a hash on the server, so it is shown right after it is made ('Buat tautan baru', which
 * ends the address before) and not again after the page is left.
 */
export function PersonalFeed() {
  const { renewFeed } = useReminderMutations();
  const [asking, setAsking] = useState(false);
  const feedUrl = renewFeed.data?.feed_url ?? null;
  const webcalUrl = renewFeed.data?.webcal_url ?? null;
  return (
    <section aria-labelledby="kalender-saya" className="flex flex-col gap-2">
      <h3 id="kalender-saya" className="font-semibold text-stone-900">
        Kalender Saya
      </h3>
      <p className="text-sm text-stone-600">
        Semua kajian yang Anda hadiri muncul otomatis di aplikasi kalender, termasuk perubahan jadwal dan libur.
      </p>
      {!feedUrl && (
        <p className="text-sm text-stone-600">
          Demi keamanan, tautan kalender hanya ditampilkan sekali, saat dibuat. Buat tautan baru untuk menambahkannya ke
          kalender; tautan lama berhenti bekerja.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {feedUrl && webcalUrl && (
          <>
            <Button asChild size="sm">
              <a href={webcalUrl}>
                <CalendarPlus aria-hidden />
                Tambahkan ke Kalender
              </a>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void copyText(feedUrl).then((ok) => {
                  if (ok) notify.success('Tautan kalender disalin');
                  else notify.error('Gagal menyalin tautan');
                });
              }}
            >
              <Copy aria-hidden />
              Salin tautan
            </Button>
          </>
        )}
        <Button size="sm" variant={feedUrl ? 'ghost' : 'outline'} onClick={() => setAsking(true)}>
          <RefreshCw aria-hidden />
          Buat tautan baru
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title="Buat tautan kalender baru?"
        description="Tautan lama langsung berhenti bekerja. Kalender yang memakai tautan lama perlu ditambahkan lagi dengan tautan baru."
        confirmLabel="Buat Tautan Baru"
        busyLabel="Membuat..."
        busy={renewFeed.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          renewFeed.mutate(undefined, {
            onSuccess: () => notify.success('Tautan kalender baru dibuat'),
            onError: (error) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan'),
            onSettled: () => setAsking(false),
          });
        }}
      />
    </section>
  );
}
