import { lazy, Suspense } from 'react';
import type { LocationPanelProps } from '@/lib/user-location';

// The typed search carries the confirmation dialog (Radix Dialog): it is its own chunk, fetched
// when the user asks to type a place or the device could not locate them, not on a first visit.
const Input = lazy(async () => ({ default: (await import('./manual-location-input')).ManualLocationInput }));

/** ManualLocationInput is the typed place search, loaded when it is first shown. */
export function ManualLocationInput(props: { onLocated: LocationPanelProps['onLocated'] }) {
  return (
    <Suspense fallback={null}>
      <Input {...props} />
    </Suspense>
  );
}
