// Page numbers of the paginations (spec §9: first, last, current and neighbours
// with ellipsis; phones under 640 px show fewer numbers).

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * pageItems lists the page buttons: the first and last page, the current one with `siblings`
 * neighbours on each side, and an ellipsis for each gap of more than one page.
 */
export function pageItems(current: number, total: number, siblings: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const from = Math.max(2, page - siblings);
  const to = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  if (from > 3) items.push('ellipsis-start');
  else if (from === 3) items.push(2);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < total - 2) items.push('ellipsis-end');
  else if (to === total - 2) items.push(total - 1);
  items.push(total);
  return items;
}

/** Neighbours shown on each side of the current page: one on wider screens, none on phones. */
export const SIBLINGS_WIDE = 1;
export const SIBLINGS_PHONE = 0;
