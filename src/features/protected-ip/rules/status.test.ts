import { describe, expect, it } from 'vitest';
import { allowedActions, allows, ENTRY_ACTIONS, hasTransient, isTransient, type EntryAction } from './status';

describe('status → actions', () => {
  // One row per status; each column says whether the action is offered.
  const table: [number, string, Record<EntryAction, boolean>][] = [
    [
      1,
      'pending confirmation',
      { edit: true, delete: true, enable: false, disable: false, checkConfig: false, portErrors: false },
    ],
    [2, 'configured', { edit: true, delete: true, enable: false, disable: true, checkConfig: true, portErrors: true }],
    [3, 'disabled', { edit: true, delete: true, enable: true, disable: false, checkConfig: false, portErrors: false }],
    [
      4,
      'configuring',
      { edit: false, delete: false, enable: false, disable: false, checkConfig: false, portErrors: false },
    ],
    [
      5,
      'pending origin check',
      { edit: true, delete: true, enable: false, disable: false, checkConfig: true, portErrors: true },
    ],
    [
      6,
      'disabling',
      { edit: false, delete: false, enable: false, disable: false, checkConfig: false, portErrors: false },
    ],
    [
      0,
      'unknown',
      { edit: false, delete: false, enable: false, disable: false, checkConfig: false, portErrors: false },
    ],
  ];

  describe.each(table)('status %i (%s)', (status, _name, expected) => {
    it.each(ENTRY_ACTIONS)('%s', (action) => {
      expect(allows(status, action)).toBe(expected[action]);
    });
  });

  it('lists the allowed actions in a stable order', () => {
    expect(allowedActions(2)).toEqual(['edit', 'delete', 'disable', 'checkConfig', 'portErrors']);
  });
});

describe('transient statuses', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
    [6, true],
  ])('status %i refreshes by itself: %s', (status, transient) => {
    expect(isTransient(status)).toBe(transient);
  });

  it.each([
    [[2, 3, 2], false],
    [[2, 4], true],
    [[], false],
  ])('entries %j keep the list refreshing: %s', (statuses, expected) => {
    expect(hasTransient(statuses.map((status) => ({ status })))).toBe(expected);
  });
});
