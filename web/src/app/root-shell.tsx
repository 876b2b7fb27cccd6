import { Outlet, ScrollRestoration } from 'react-router';
import { InstallPrompt } from '@/features/pwa/install-prompt';
import { OfflineBanner } from '@/features/pwa/offline-banner';
import { UpdateIndicator } from '@/features/pwa/update-indicator';

/** RootShell wraps every page, with or without the common layout: app-level banners and prompts. */
export function RootShell() {
  return (
    <>
      <OfflineBanner />
      <UpdateIndicator />
      <Outlet />
      <InstallPrompt />
      <ScrollRestoration />
    </>
  );
}
