import { readJson, writeJson } from '@/lib/storage';
import type { KajianKind, RsvpStatus } from './detail-queries';

// Attendance answered without a connection: kept in browser storage (so a closed tab loses
// nothing) and sent once the connection returns. One answer per session and viewer, the last
// one given; sending it twice would do no harm (PUT sets the status), but it is sent once.

const KEY = 'kajian_pending_rsvp';
const CHANGED = 'kajian-pending-rsvp';

export interface PendingRsvp {
  kind: KajianKind;
  slug: string;
  viewer: string;
  status: RsvpStatus;
}

type Pending = Record<string, PendingRsvp>;

function keyOf(p: Pick<PendingRsvp, 'kind' | 'slug' | 'viewer'>): string {
  return `${p.kind}:${p.slug}:${p.viewer}`;
}

function readAll(): Pending {
  return readJson<Pending>(KEY) ?? {};
}

function writeAll(all: Pending): void {
  writeJson(KEY, all);
  window.dispatchEvent(new Event(CHANGED));
}

function without(key: string): Pending {
  return Object.fromEntries(Object.entries(readAll()).filter(([k]) => k !== key));
}

/** queueRsvp keeps an answer to send later, replacing an earlier one for the same session. */
export function queueRsvp(p: PendingRsvp): void {
  writeAll({ ...readAll(), [keyOf(p)]: p });
}

/** pendingRsvps lists the answers waiting for a connection. */
export function pendingRsvps(): PendingRsvp[] {
  return Object.values(readAll());
}

/** pendingRsvpFor is the answer waiting for this session and viewer, if any. */
export function pendingRsvpFor(kind: KajianKind, slug: string, viewer: string): RsvpStatus | undefined {
  return readAll()[keyOf({ kind, slug, viewer })]?.status;
}

/** settleRsvp forgets a waiting answer once sent, unless a newer one replaced it meanwhile. */
export function settleRsvp(p: PendingRsvp): void {
  if (readAll()[keyOf(p)]?.status !== p.status) return;
  writeAll(without(keyOf(p)));
}

/** forgetPendingRsvp drops the waiting answer of a session: a newer one reached the server. */
export function forgetPendingRsvp(kind: KajianKind, slug: string, viewer: string): void {
  const key = keyOf({ kind, slug, viewer });
  if (!(key in readAll())) return;
  writeAll(without(key));
}

/** onPendingRsvpChange calls listener whenever the waiting answers change (in this tab or another). */
export function onPendingRsvpChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
