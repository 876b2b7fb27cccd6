import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { PersonalFeed } from '@/features/profile/components/personal-feed';
import { isApiError } from '@/lib/api-client';
import { FollowList } from './follow-list';
import {
  pushSupported,
  reminderQueries,
  subscribeThisDevice,
  thisDeviceSubscribed,
  unsubscribeThisDevice,
  useReminderMutations,
  type ReminderChoices,
  type Reminders,
} from '@/lib/reminders';

const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan');

/** The notices a user may turn off, as the profile names them. */
const CHOICES: { key: keyof ReminderChoices; label: string; pushOnly: boolean }[] = [
  { key: 'remind_evening', label: 'Pengingat malam sebelumnya, pukul 20.00', pushOnly: true },
  { key: 'remind_hour', label: 'Pengingat 1 jam sebelum kajian', pushOnly: true },
  { key: 'change_notices', label: 'Pemberitahuan jika jadwal berubah atau dibatalkan', pushOnly: true },
  { key: 'follow_notices', label: 'Kajian baru dari ustadz dan tempat yang saya ikuti', pushOnly: true },
  { key: 'weekly_digest', label: 'Ringkasan mingguan lewat email (bila notifikasi tidak aktif)', pushOnly: false },
];

/**
 * RemindersCard is 'Pengingat & Kalender' on the profile: the personal calendar feed (a new
 * address, shown once, that ends the old one), reminders on this device, which
 * notices to receive, and the ustadz and places the user follows.
 */
export function RemindersCard() {
  const settings = useQuery(reminderQueries.settings());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pengingat &amp; Kalender</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {settings.isPending && <Spinner label="Memuat pengaturan..." />}
        {settings.isError && <p className="text-stone-700">Gagal memuat pengaturan pengingat.</p>}
        {settings.data && (
          <>
            <PersonalFeed />
            <ThisDevice settings={settings.data} />
            <Choices settings={settings.data} />
          </>
        )}
        <FollowList />
      </CardContent>
    </Card>
  );
}

function ThisDevice({ settings }: { settings: Reminders }) {
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void thisDeviceSubscribed().then((v) => {
      if (live) setOn(v);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!settings.push_key || !pushSupported() || on === undefined) return null;
  const pushKey = settings.push_key;
  return (
    <section aria-labelledby="perangkat-ini" className="flex flex-col gap-2">
      <h3 id="perangkat-ini" className="font-semibold text-stone-900">
        Notifikasi di Perangkat Ini
      </h3>
      {on ? (
        <>
          <p className="text-sm text-emerald-800">Aktif. Pengingat dan pemberitahuan dikirim ke perangkat ini.</p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              unsubscribeThisDevice()
                .then(() => {
                  setOn(false);
                  notify.success('Notifikasi dimatikan di perangkat ini');
                })
                .catch(fail)
                .finally(() => setBusy(false));
            }}
          >
            <BellOff aria-hidden />
            Matikan di perangkat ini
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            subscribeThisDevice(pushKey)
              .then((outcome) => {
                setOn(outcome === 'subscribed');
                if (outcome === 'subscribed') notify.success('Pengingat aktif di perangkat ini');
                if (outcome === 'denied') notify.error('Notifikasi diblokir di browser ini. Izinkan di pengaturan browser.');
              })
              .catch(fail)
              .finally(() => setBusy(false));
          }}
        >
          <BellRing aria-hidden />
          Aktifkan notifikasi
        </Button>
      )}
    </section>
  );
}

function Choices({ settings }: { settings: Reminders }) {
  const { save } = useReminderMutations();
  return (
    <fieldset className="flex flex-col gap-2" disabled={save.isPending}>
      <legend className="mb-1 font-semibold text-stone-900">Yang Ingin Saya Terima</legend>
      {CHOICES.map((c) => (
        <label key={c.key} className="flex min-h-11 items-center gap-3 text-stone-800">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-emerald-700"
            checked={settings[c.key]}
            onChange={(e) => {
              const next: ReminderChoices = {
                remind_evening: settings.remind_evening,
                remind_hour: settings.remind_hour,
                change_notices: settings.change_notices,
                follow_notices: settings.follow_notices,
                weekly_digest: settings.weekly_digest,
                [c.key]: e.target.checked,
              };
              save.mutate(next, { onSuccess: () => notify.success('Pengaturan pengingat disimpan'), onError: fail });
            }}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
