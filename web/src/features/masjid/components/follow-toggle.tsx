import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { speakerKey, useFollowMutations, useFollows, type Follow } from '@/lib/reminders';
import { useSession } from '@/lib/session';

/** What to follow: a masjid by its slug, or an ustadz by name. */
export type FollowTarget = { kind: 'masjid'; slug: string; name: string } | { kind: 'ustadz'; name: string };

/** followOf finds the viewer's follow of the target among their follows, if any. */
export function followOf(follows: readonly Follow[] | undefined, t: FollowTarget): Follow | undefined {
  if (t.kind === 'ustadz') {
    const key = speakerKey(t.name);
    return follows?.find((f) => f.kind === 'ustadz' && speakerKey(f.label) === key);
  }
  return follows?.find((f) => f.kind === 'masjid' && f.masjid_slug === t.slug);
}

/**
 * FollowToggle is 'Ikuti' for a masjid or an ustadz: their new sessions reach the user (push
 * or the weekly e-mail). Pressed again ('Diikuti') it stops. A visitor is asked to sign in.
 */
export function FollowToggle({ target }: { target: FollowTarget }) {
  const { isSignedIn } = useSession();
  const here = useLocation();
  const follows = useFollows(isSignedIn);
  const queryClient = useQueryClient();
  const { follow, unfollow } = useFollowMutations();
  // The masjid follow is posted here: the shared mutation knows ustadz and places.
  const followMasjid = useMutation({
    mutationFn: (slug: string) => api.post('/follows', { body: { kind: 'masjid', masjid_slug: slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders.follows }),
  });
  if (!isSignedIn) {
    return (
      <Button asChild size="custom" variant="outline" className="min-h-9 gap-2 rounded-full px-3 text-sm">
        <Link to={`/auth?next=${encodeURIComponent(here.pathname)}`} aria-label={`Ikuti ${target.name}`}>
          <Plus aria-hidden /> Ikuti
        </Link>
      </Button>
    );
  }
  if (follows.isPending) return null;
  const current = followOf(follows.data?.follows, target);
  const busy = follow.isPending || unfollow.isPending || followMasjid.isPending;
  const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan');
  const onSuccess = (r: { message: string }) => notify.success(r.message);
  return (
    <Button
      size="custom"
      variant={current ? 'secondary' : 'primary'}
      aria-pressed={Boolean(current)}
      aria-label={current ? `Berhenti mengikuti ${target.name}` : `Ikuti ${target.name}`}
      disabled={busy}
      className="min-h-9 gap-2 rounded-full px-4 text-sm"
      onClick={() => {
        if (current) {
          unfollow.mutate(current.id, { onSuccess: () => notify.success(`Berhenti mengikuti ${target.name}`), onError: fail });
        } else if (target.kind === 'masjid') {
          followMasjid.mutate(target.slug, { onSuccess, onError: fail });
        } else {
          follow.mutate({ kind: 'ustadz', name: target.name }, { onSuccess, onError: fail });
        }
      }}
    >
      {current ? <Check aria-hidden /> : <Plus aria-hidden />}
      {current ? 'Diikuti' : 'Ikuti'}
    </Button>
  );
}
