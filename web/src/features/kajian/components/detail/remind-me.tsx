import { useQuery } from '@tanstack/react-query';
import { BellRing, BellOff, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { pushSupported, reminderQueries, subscribeThisDevice, thisDeviceSubscribed } from '@/lib/reminders';

/** What the reminders promise, in the words the button and the profile use. */
export const REMINDER_PROMISE = 'Pengingat dikirim malam sebelumnya pukul 20.00 dan 1 jam sebelum kajian.';
export const PUSH_BLOCKED =
  'Notifikasi diblokir di browser ini. Izinkan notifikasi untuk situs ini di pengaturan browser agar pengingat bisa dikirim.';

/**
 * RemindMe offers 'Ingatkan saya' once the user said 'Akan Hadir': never before and never on its
 * own, as browsers ask for notification permission only after a tap. It is not shown when the
 * server has no push keys or the browser cannot receive pushes, and says so once this device
 * already receives them.
 */
export function RemindMe() {
  const settings = useQuery(reminderQueries.settings());
  const [state, setState] = useState<'unknown' | 'off' | 'on' | 'denied' | 'busy'>('unknown');
  const pushKey = settings.data?.push_key ?? null;

  useEffect(() => {
    let live = true;
    void thisDeviceSubscribed().then((on) => {
      if (live) setState(on ? 'on' : 'off');
    });
    return () => {
      live = false;
    };
  }, []);

  if (!pushKey || !pushSupported() || state === 'unknown') return null;
  if (state === 'on') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        <Check aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">Pengingat aktif di perangkat ini.</span> {REMINDER_PROMISE}
        </span>
      </p>
    );
  }
  if (state === 'denied') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        <BellOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        {PUSH_BLOCKED}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          subscribeThisDevice(pushKey)
            .then((outcome) => {
              if (outcome === 'subscribed') {
                setState('on');
                notify.success('Pengingat aktif di perangkat ini');
              } else {
                setState(outcome === 'denied' ? 'denied' : 'off');
              }
            })
            .catch((error: unknown) => {
              setState('off');
              notify.error(isApiError(error) ? error.message : 'Gagal mengaktifkan pengingat. Coba lagi nanti.');
            });
        }}
      >
        <BellRing aria-hidden />
        {state === 'busy' ? 'Mengaktifkan...' : 'Ingatkan saya'}
      </Button>
      <p className="text-xs text-stone-500">{REMINDER_PROMISE}</p>
    </div>
  );
}
