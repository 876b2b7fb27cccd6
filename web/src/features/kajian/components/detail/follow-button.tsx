import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { speakerKey, useFollowMutations, useFollows, type Follow } from '@/lib/reminders';
import { useSession } from '@/lib/session';

type Target =
  | { kind: 'ustadz'; name: string }
  | { kind: 'place'; label: string; sessionType: 'regular' | 'recurring'; slug: string; lat: number; lng: number };

/** followOf finds the viewer's follow of the target, if any. */
function followOf(follows: Follow[] | undefined, t: Target): Follow | undefined {
  if (t.kind === 'ustadz') {
    const key = speakerKey(t.name);
    return follows?.find((f) => f.kind === 'ustadz' && speakerKey(f.label) === key);
  }
  return follows?.find((f) => f.kind === 'place' && f.feed_url.includes(`lat=${t.lat.toFixed(5)}&lng=${t.lng.toFixed(5)}`));
}

/**
 * FollowButton is 'Ikuti' beside a speaker or a place: new sessions of it reach the user (a push
 * notice, or the weekly e-mail). Pressed again ('Diikuti') it stops following. Signed-in only.
 */
export function FollowButton({ target }: { target: Target }) {
  const { isSignedIn } = useSession();
  const follows = useFollows(isSignedIn);
  const { follow, unfollow } = useFollowMutations();
  if (!isSignedIn || follows.isPending) return null;
  const current = followOf(follows.data?.follows, target);
  const name = target.kind === 'ustadz' ? target.name : target.label;
  const busy = follow.isPending || unfollow.isPending;
  const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan');
  return (
    <Button
      size="custom"
      variant={current ? 'secondary' : 'outline'}
      aria-pressed={Boolean(current)}
      aria-label={current ? `Berhenti mengikuti ${name}` : `Ikuti ${name}`}
      disabled={busy}
      className="min-h-8 gap-2 rounded-full px-3 text-sm"
      onClick={() => {
        if (current) {
          unfollow.mutate(current.id, {
            onSuccess: () => notify.success(`Berhenti mengikuti ${name}`),
            onError: fail,
          });
          return;
        }
        const body =
          target.kind === 'ustadz'
            ? { kind: 'ustadz' as const, name: target.name }
            : { kind: 'place' as const, session_type: target.sessionType, slug: target.slug };
        follow.mutate(body, { onSuccess: (r) => notify.success(r.message), onError: fail });
      }}
    >
      {current ? <Check aria-hidden /> : <Plus aria-hidden />}
      {current ? 'Diikuti' : 'Ikuti'}
    </Button>
  );
}
