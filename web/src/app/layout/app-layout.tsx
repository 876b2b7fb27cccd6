import { Outlet } from 'react-router';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { PendingRsvpSender } from '@/features/kajian/components/pending-rsvp-sender';

/**
 * AppLayout is the common layout: header with navigation, the page, and the footer; it also sends
 * attendance answered offline when the connection returns.
 */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#konten"
        className="sr-only z-50 rounded-xl bg-emerald-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Langsung ke konten
      </a>
      <Header />
      <main id="konten" className="mx-auto w-full max-w-5xl flex-1 px-4 py-3 sm:py-6">
        <Outlet />
      </main>
      <Footer />
      <PendingRsvpSender />
    </div>
  );
}
