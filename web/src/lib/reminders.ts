// Never miss a kajian: the signed-in user's notice settings and personal calendar feed, the
// ustadz and places they follow, and this browser's Web Push subscription. Shared because the
// session page (Ingatkan saya, Ikuti) and the profile (settings, follows) both use them.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Reminders = Schemas['Reminders'];
export type Follow = Schemas['Follow'];
export type ReminderChoices = Pick<
  Reminders,
  'remind_evening' | 'remind_hour' | 'change_notices' | 'follow_notices' | 'weekly_digest'
>;

export const reminderQueries = {
  settings: () =>
    queryOptions({
      queryKey: queryKeys.reminders.settings,
      queryFn: ({ signal }): Promise<Reminders> => api.get('/reminders', { signal }),
      staleTime: 60_000,
    }),
  follows: () =>
    queryOptions({
      queryKey: queryKeys.reminders.follows,
      queryFn: ({ signal }): Promise<{ follows: Follow[] }> => api.get('/follows', { signal }),
      staleTime: 60_000,
    }),
};

/** useFollows is what the viewer follows (nothing for a visitor). */
export function useFollows(signedIn: boolean) {
  return useQuery({ ...reminderQueries.follows(), enabled: signedIn });
}

/** speakerKey is a speaker's name as the server matches follows: lowercase, without titles. */
const TITLES = new Set([
  'ustadz', 'ustaz', 'ust', 'ustadzah', 'ustazah', 'syaikh', 'syekh', 'syeikh', 'syech', 'syaikhuna', 'kh', 'dr',
  'lc', 'ma', 'sag', 'habib', 'buya', 'prof', 'kyai', 'kiai', 'gus', 'al', 'mhi', 'mpd', 'mpdi', 'ag', 'spdi', 'spd',
  'msi', 'phd', 'hafizhahullah', 'hafidzahullah',
]);
export function speakerKey(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('.', '') // dots only abbreviate: 'M.A.' is 'ma'
    .split(/[^a-z0-9\u0080-\uffff]+/)
    .filter((w) => w !== '' && !TITLES.has(w))
    .join(' ');
}

/** useFollowMutations follows and unfollows, keeping the list in step. */
export function useFollowMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders.follows });
  const follow = useMutation({
    mutationFn: (body: { kind: 'ustadz'; name: string } | { kind: 'place'; session_type: 'regular' | 'recurring'; slug: string }) =>
      api.post('/follows', { body }),
    onSuccess: refresh,
  });
  const unfollow = useMutation({
    mutationFn: (id: string) => api.delete('/follows/{id}', { params: { id } }),
    onSuccess: refresh,
  });
  return { follow, unfollow };
}

/** useReminderMutations saves the choices and renews the personal feed's address. */
export function useReminderMutations() {
  const queryClient = useQueryClient();
  const saved = (r: Reminders) => queryClient.setQueryData(queryKeys.reminders.settings, r);
  const save = useMutation({
    mutationFn: (body: ReminderChoices) => api.put('/reminders', { body }),
    onSuccess: saved,
  });
  const renewFeed = useMutation({
    mutationFn: () => api.post('/reminders/feed'),
    onSuccess: saved,
  });
  return { save, renewFeed };
}

/** pushSupported reports whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** What asking for reminders on this device came to. */
export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** keyBytes turns a base64url VAPID key into the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * subscribeThisDevice asks for notification permission (only ever after the user pressed a
 * button), subscribes this browser with the server's key and records it on the server.
 */
export async function subscribeThisDevice(pushKey: string): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(pushKey) }));
  const json = subscription.toJSON();
  await api.post('/push/subscriptions', {
    body: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  });
  return 'subscribed';
}

/**
 * unsubscribeThisDevice stops this browser's pushes: the server forgets it first (so nothing is
 * sent to it any more), then the browser drops its subscription.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** thisDeviceSubscribed reports whether this browser already receives this site's pushes. */
export async function thisDeviceSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** webcalOf is a feed's address as calendar apps subscribe to it. */
export function webcalOf(feedURL: string): string {
  return feedURL.replace(/^https?:\/\//, 'webcal://');
}
