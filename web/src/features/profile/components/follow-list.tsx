import { CalendarPlus, MapPin, UserRound, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useFollowMutations, useFollows, webcalOf } from '@/lib/reminders';

/**
 * FollowList is the ustadz and places the user follows, each with its calendar feed ('Kalender')
 * and 'Berhenti mengikuti', both in words: an icon alone says nothing to most people.
 */
export function FollowList() {
  const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : 'Terjadi kesalahan');
  const follows = useFollows(true);
  const { unfollow } = useFollowMutations();
  const list = follows.data?.follows ?? [];
  return (
    <section aria-labelledby="yang-diikuti" className="flex flex-col gap-2">
      <h3 id="yang-diikuti" className="font-semibold text-stone-900">
        Ustadz &amp; Tempat yang Saya Ikuti
      </h3>
      {follows.isSuccess && list.length === 0 && (
        <p className="text-sm text-stone-600">
          Belum ada. Tekan &lsquo;Ikuti&rsquo; di samping pemateri atau lokasi pada halaman kajian.
        </p>
      )}
      <ul className="flex flex-col divide-y divide-stone-100">
        {list.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-2 py-2">
            {f.kind === 'ustadz' ? (
              <UserRound aria-hidden className="size-5 shrink-0 text-stone-400" />
            ) : (
              <MapPin aria-hidden className="size-5 shrink-0 text-stone-400" />
            )}
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere] text-stone-900">{f.label}</span>
            <Badge variant="neutral">{f.kind === 'ustadz' ? 'Ustadz' : 'Tempat'}</Badge>
            <span className="flex w-full flex-wrap gap-1.5">
              <a
                href={webcalOf(f.feed_url)}
                aria-label={`Kalender ${f.label}`}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-emerald-200 px-2.5 text-sm font-semibold text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 [&_svg]:size-4"
              >
                <CalendarPlus aria-hidden />
                Kalender
              </a>
              <button
                type="button"
                aria-label={`Berhenti mengikuti ${f.label}`}
                disabled={unfollow.isPending}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-200 px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 [&_svg]:size-4"
                onClick={() =>
                  unfollow.mutate(f.id, { onSuccess: () => notify.success(`Berhenti mengikuti ${f.label}`), onError: fail })
                }
              >
                <X aria-hidden />
                Berhenti mengikuti
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
