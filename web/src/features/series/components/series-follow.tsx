import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toaster';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useFollowMutations, useFollows } from '@/lib/reminders';
import { useSession } from '@/lib/session';

/**
 * SeriesFollow is 'Ikuti Seri': the series' coming meetings reach the follower. Pressed again
 * ('Mengikuti Seri') it stops. A visitor is asked to sign in first.
 */
export function SeriesFollow({ slug, title }: { slug: string; title: string }) {
  const { isSignedIn } = useSession();
  const here = useLocation();
  const follows = useFollows(isSignedIn);
  const queryClient = useQueryClient();
  const { unfollow } = useFollowMutations();
  const follow = useMutation({
    mutationFn: () => api.post('/follows', { body: { kind: 'series', series_slug: slug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders.follows }),
  });
  if (!isSignedIn) {
    return (
      <Button asChild size="custom" variant="outline" className="min-h-10 w-fit gap-2 rounded-full px-4 text-sm">
        <Link to={`/auth?next=${encodeURIComponent(here.pathname)}`}>
          <Plus aria-hidden /> Ikuti Seri
        </Link>
      </Button>
    );
  }
  if (follows.isPending) return null;
  const current = follows.data?.follows.find((f) => f.kind === 'series' && f.series_slug === slug);
  const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan');
  return (
    <Button
      size="custom"
      variant={current ? 'secondary' : 'primary'}
      aria-pressed={Boolean(current)}
      disabled={follow.isPending || unfollow.isPending}
      className="min-h-10 w-fit gap-2 rounded-full px-4 text-sm"
      onClick={() => {
        if (current) {
          unfollow.mutate(current.id, { onSuccess: () => notify.success(`Berhenti mengikuti ${title}`), onError: fail });
        } else {
          follow.mutate(undefined, { onSuccess: (r) => notify.success(r.message), onError: fail });
        }
      }}
    >
      {current ? <Check aria-hidden /> : <Plus aria-hidden />}
      {current ? 'Mengikuti Seri' : 'Ikuti Seri'}
    </Button>
  );
}
