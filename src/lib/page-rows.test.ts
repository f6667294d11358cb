import { describe, expect, it } from 'vitest';
import { pageOfRows } from './page-rows';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paging in the browser', () => {
  it.each([
    ['the first page', 1, [1, 10], 1],
    ['a middle page', 2, [11, 20], 2],
    ['the last, shorter page', 3, [21, 23], 3],
    ['a page past the end is the last page', 9, [21, 23], 3],
    ['a page below 1 is the first page', 0, [1, 10], 1],
  ])('%s', (_name, page, [first, last], current) => {
    const result = pageOfRows(rows, page, 10);
    expect([result.rows[0], result.rows.at(-1)]).toEqual([first, last]);
    expect(result.page).toBe(current);
    expect(result.pageCount).toBe(3);
    expect(result.total).toBe(23);
  });

  it('has one empty page when there are no rows', () => {
    expect(pageOfRows([], 4, 10)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});
