// Which page links a pager shows: every page when few, otherwise the first and the last page, the current one
// with one neighbour on each side, and an ellipsis for each run left out (a single page left out is shown
// rather than an ellipsis). Seven items at most, so the pager's width does not change as the user pages.
// The same rule as Ark UI's pagination (sibling count 1, boundary count 1), which the pager used before.
export type PageItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const shown = 7;
  if (totalPages <= shown) return range(1, totalPages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, totalPages);
  const leftGap = left > 3;
  const rightGap = right < totalPages - 2;
  const items: PageItem[] = !leftGap
    ? [...range(1, shown - 2), 'ellipsis', totalPages]
    : !rightGap
      ? [1, 'ellipsis', ...range(totalPages - (shown - 3), totalPages)]
      : [1, 'ellipsis', ...range(left, right), 'ellipsis', totalPages];
  // An ellipsis standing for one page is that page.
  return items.map((item, index) => {
    if (item !== 'ellipsis') return item;
    const before = items[index - 1] as number;
    const after = items[index + 1] as number;
    return after - before === 2 ? before + 1 : item;
  });
}
