import { Outlet } from 'react-router';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';

/** AppLayout is the common layout: header with navigation, the page, and the footer. */
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
      <main id="konten" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
