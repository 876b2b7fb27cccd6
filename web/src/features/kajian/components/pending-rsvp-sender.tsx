import { useSendPendingRsvps } from '../hooks/use-pending-rsvp';

/** PendingRsvpSender sends attendance answered offline once the connection returns (renders nothing). */
export function PendingRsvpSender() {
  useSendPendingRsvps();
  return null;
}
