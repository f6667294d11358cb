import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('page items', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [5, 8, [1, 'ellipsis', 4, 5, 6, 7, 8]],
    [8, 8, [1, 'ellipsis', 4, 5, 6, 7, 8]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [4, 9, [1, 2, 3, 4, 5, 'ellipsis', 9]],
    [6, 9, [1, 'ellipsis', 5, 6, 7, 8, 9]],
    [50, 100, [1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]],
  ] as const)('page %i of %i shows %j', (page, total, items) => {
    expect(pageItems(page, total)).toEqual(items);
  });

  it('never shows more than seven items, always the first, the last and the current page', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items).toContain(1);
        expect(items).toContain(total);
        expect(items).toContain(page);
      }
    }
  });
});
