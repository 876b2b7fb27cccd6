import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * StandalonePage frames the screens shown without the common layout
 * (/auth, /auth/callback, /verify-email, /reset-password).
 */
export function StandalonePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-emerald-50 to-stone-50 px-4 py-10">
      <Link
        to="/"
        className="mb-8 flex min-h-11 items-center gap-2 rounded-xl text-xl font-bold text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <BrandLogo />
        Kajian Kita
      </Link>
      <section className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-600">{description}</p>
        {children}
      </section>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center font-medium text-emerald-800 underline-offset-4 hover:underline"
      >
        Kembali ke Beranda
      </Link>
    </main>
  );
}
