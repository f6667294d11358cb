import { describe, expect, it } from 'vitest';
import { checkRemark, REMARK_MAX, remarkLength, remarkMessages } from './remark';

describe('remark limit (002 §5.6: at most 100 characters)', () => {
  it.each([
    ['empty', '', undefined],
    ['100 Latin letters', 'a'.repeat(100), undefined],
    ['101 Latin letters', 'a'.repeat(101), remarkMessages.tooLong],
    ['100 Chinese characters', '备'.repeat(100), undefined],
    ['101 Chinese characters', '备'.repeat(101), remarkMessages.tooLong],
    ['100 emoji (200 UTF-16 units) count as 100', '🛡'.repeat(100), undefined],
  ])('%s', (_case, remark, expected) => {
    expect(checkRemark(remark)).toBe(expected);
  });

  it('counts characters as seen', () => {
    expect(remarkLength('官网🛡')).toBe(3);
    expect(REMARK_MAX).toBe(100);
  });
});
