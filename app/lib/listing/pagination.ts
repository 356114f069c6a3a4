/** A pagination control's items: page numbers, with null standing for an ellipsis. */
export type PageItem = number | null;

/**
 * SPEC §2: the first and last page, the current page and its neighbours, and ellipses for
 * the gaps; a gap of a single page shows that page instead of an ellipsis.
 * `current` counts from 1 and is clamped to 1…pageCount.
 */
export function paginationItems(current: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push(null);
    items.push(n);
  }
  return items;
}
