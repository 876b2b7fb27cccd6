import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { OfflineBanner } from '@/features/pwa/offline-banner';
import { UpdateIndicator } from '@/features/pwa/update-indicator';
import { useSession } from '@/lib/session';

// Loaded only for signed-in users, after the page: it sends notes saved while offline and
// refreshes the journal when another tab changes a note.
const JournalSync = lazy(async () => ({
  default: (await import('@/features/journal/components/journal-sync')).JournalSync,
}));

/** RootShell wraps every page, with or without the common layout: app-level banners and prompts. */
export function RootShell() {
  const { isSignedIn } = useSession();
  return (
    <>
      <OfflineBanner />
      <UpdateIndicator />
      <Outlet />
      <InstallPrompt />
      <ScrollRestoration />
      {isSignedIn && (
        <Suspense fallback={null}>
          <JournalSync />
        </Suspense>
      )}
    </>
  );
}
