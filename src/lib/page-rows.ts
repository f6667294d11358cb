// Paging in the browser, for lists the server answers whole (certificates): the page is clamped to the
// pages that exist, so a stale `page` in the URL shows the last page rather than an empty table.
export interface PageOfRows<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

export function pageOfRows<T>(rows: readonly T[], page: number, pageSize: number): PageOfRows<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current, pageCount, total: rows.length };
}
