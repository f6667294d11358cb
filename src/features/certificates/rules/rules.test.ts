import { describe, expect, it } from 'vitest';
import { expiryLevel } from './expiry';
import { afterDeletingPoll, deletionOutcome, isDeleting, rowAction } from './lifecycle';

describe('expiry level', () => {
  it.each([
    [-30, 'expired'],
    [-1, 'expired'],
    [0, 'soon'],
    [29, 'soon'],
    [30, 'ok'],
    [365, 'ok'],
  ])('%i days left → %s', (validity, level) => {
    expect(expiryLevel(validity)).toBe(level);
  });
});

describe('delete lifecycle', () => {
  it.each([
    [0, 'delete'],
    [1, 'none'],
    [2, 'clear'],
    [3, 'deleting'],
  ])('logicDelete %i offers %s', (logicDelete, action) => {
    expect(rowAction(logicDelete)).toBe(action);
  });

  it.each([
    [0, 2],
    [1, null],
    [2, 3],
  ])('operationStatus %i sets the row to %s', (status, next) => {
    expect(afterDeletingPoll(status)).toBe(next);
  });

  it('polls only deleting rows', () => {
    expect([0, 1, 2, 3].filter(isDeleting)).toEqual([3]);
  });
});

describe('a deletion followed in the task tray', () => {
  it.each([
    [1, 'success'],
    [0, 'failed'],
    [2, 'running'],
  ] as const)('operationStatus %s → %s', (status, outcome) => {
    expect(deletionOutcome(status)).toBe(outcome);
  });
});
