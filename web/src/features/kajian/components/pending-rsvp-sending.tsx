import { useSendPendingRsvps } from '../hooks/use-pending-rsvp';

/** PendingRsvpSending sends attendance answered offline once the connection returns (renders nothing). */
export function PendingRsvpSending() {
  useSendPendingRsvps();
  return null;
}
