import { useEffect } from 'react';

export const PRODUCT_NAME = 'Kajian Kita';

/** useDocumentTitle sets the tab title to "{title} · Kajian Kita" (or the product name alone). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
