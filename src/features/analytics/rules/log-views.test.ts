import { describe, expect, it } from 'vitest';
import { activeLogView, heldLogViews, type LogView } from './log-views';

const user = (...permissionList: string[]) => ({ role: 'customer', permissionList });

describe('heldLogViews', () => {
  it.each([
    [['portal:*'], ['top', 'hit', 'client', 'source', 'status', 'ip', 'distribution']],
    [['portal:analysis:view:*'], ['top', 'hit', 'client', 'source', 'status', 'ip', 'distribution']],
    [['portal:analysis:operation:*'], ['top', 'hit', 'client', 'source', 'status', 'ip', 'distribution']],
    [
      ['portal:analysis:view:status', 'portal:analysis:view:hit'],
      ['hit', 'status'],
    ],
    [['portal:analysis:view:distribution'], ['distribution']],
    [['portal:log:view:*', 'portal:overview:view:top'], []],
    [[], []],
  ])('%j holds %j', (permissions, views) => {
    expect(heldLogViews(user(...permissions))).toEqual(views);
  });
});

describe('activeLogView', () => {
  it.each<[LogView[], LogView | undefined, LogView | undefined]>([
    [['hit', 'status'], undefined, 'hit'],
    [['hit', 'status'], 'status', 'status'],
    [['hit', 'status'], 'top', 'hit'],
    [['distribution'], 'top', 'distribution'],
    [[], 'top', undefined],
  ])('held %j, asked %s: %s', (held, asked, shown) => {
    expect(activeLogView(held, asked)).toBe(shown);
  });
});
