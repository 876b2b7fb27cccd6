import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * PagePlaceholder is the honest stand-in for a screen that a later issue builds:
 * the page's title and one line saying what will be here.
 */
export function PagePlaceholder({
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
    <section className="flex max-w-2xl flex-col gap-3 py-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="text-stone-600">{description}</p>
      {children}
    </section>
  );
}
