/**
 * pageBoot is what the server put in the page for its first render (internal/server/pages.go,
 * servePage): the session of the cookie and, on the home page, the first page of the list.
 * It is empty for a page without it (one the service worker serves) or with unreadable data.
 */
export function pageBoot(doc: Document | undefined = currentPage()): Record<string, unknown> {
  if (!doc) return {};
  const cached = parsed.get(doc);
  if (cached) return cached;
  let boot: Record<string, unknown> = {};
  const text = doc.getElementById('kajian-boot')?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object') boot = value as Record<string, unknown>;
    } catch {
      // Unreadable: the app asks the API instead.
    }
  }
  parsed.set(doc, boot);
  return boot;
}

const parsed = new WeakMap<Document, Record<string, unknown>>();

/** currentPage is the document, or undefined in the prerender (entry-prerender.tsx). */
export function currentPage(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}
