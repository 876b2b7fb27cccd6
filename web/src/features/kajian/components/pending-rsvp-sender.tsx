import { lazy, Suspense, useEffect, useState } from 'react';
import { pendingRsvps } from '../api/pending-rsvp';

// The sending code (with the attendance API) is loaded only when an answer is waiting, so a
// first visit does not download it.
const PendingRsvpSending = lazy(async () => ({
  default: (await import('./pending-rsvp-sending')).PendingRsvpSending,
}));

/**
 * PendingRsvpSender sends attendance answered offline when the app starts online and whenever the
 * connection returns (renders nothing): it looks for waiting answers at those moments and loads
 * the sender, which sends them as it starts and again on each return of the connection.
 */
export function PendingRsvpSender() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const look = () => {
      if (pendingRsvps().length > 0) setWaiting(true);
    };
    look();
    window.addEventListener('online', look);
    return () => {
      window.removeEventListener('online', look);
    };
  }, []);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <PendingRsvpSending />
    </Suspense>
  );
}
