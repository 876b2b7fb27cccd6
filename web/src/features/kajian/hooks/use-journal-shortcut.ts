import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { writeDetailCache } from '@/features/kajian/api/detail-cache';
import {
  kajianDetailQueries,
  putRsvp,
  RSVP_MESSAGES,
  withAnswer,
  type KajianDetail,
} from '@/features/kajian/api/detail-queries';

/**
 * journalPath is the new-note page for a session (spec §4 'Catat di Catatan Saya'): the session's
 * id, type, title and date, and rsvp_handled when attendance is recorded. The reduced form (after
 * a failure) keeps only id, type and title.
 */
export function journalPath(k: KajianDetail, form: 'full' | 'no-rsvp' | 'reduced'): string {
  const q = new URLSearchParams();
  q.set(k.type === 'recurring' ? 'recurring_kajian_id' : 'kajian_id', k.id);
  q.set('type', k.type);
  q.set('title', k.title);
  const date = k.type === 'recurring' ? k.next_occurrence : k.date;
  if (form !== 'reduced' && date) q.set('date', date);
  if (form === 'full') q.set('rsvp_handled', 'true');
  return `/journal/new?${q.toString()}`;
}

/**
 * useJournalShortcut sends visitors to /auth; for a signed-in user it records attendance as
 * 'hadir' when the session still takes answers and it is not so already, then opens the
 * new-note page. A failed answer still opens it, with the reduced query.
 */
export function useJournalShortcut(kajian: KajianDetail, slug: string, viewer: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const start = async () => {
    if (!viewer) {
      void navigate(`/auth?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    if (kajian.user_rsvp === 'hadir') {
      void navigate(journalPath(kajian, 'full'));
      return;
    }
    if (!kajian.can_rsvp) {
      void navigate(journalPath(kajian, 'no-rsvp'));
      return;
    }
    setPending(true);
    try {
      const answer = await putRsvp(kajian.type, slug, 'hadir');
      const key = kajianDetailQueries.detail(kajian.type, slug, viewer).queryKey;
      const next = { ...withAnswer(kajian, 'hadir'), rsvp_count: answer.rsvp_count };
      client.setQueryData(key, next);
      writeDetailCache(slug, viewer, next);
      notify.success(answer.previous_status === null ? RSVP_MESSAGES.journalMarked : RSVP_MESSAGES.journalUpdated);
      void navigate(journalPath(kajian, 'full'));
    } catch {
      void navigate(journalPath(kajian, 'reduced'));
    } finally {
      setPending(false);
    }
  };

  // Recording 'Akan Hadir' is a consequence the user must agree to first (the button asks).
  const marksAttendance = Boolean(viewer) && kajian.user_rsvp !== 'hadir' && kajian.can_rsvp;

  return { start, pending, marksAttendance };
}
