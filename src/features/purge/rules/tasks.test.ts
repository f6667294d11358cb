import { describe, expect, it } from 'vitest';
import { isPending, outcomeOf, pollWhilePending, TASK_POLL_MS, toTaskPage } from './tasks';

const tasks = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('toTaskPage', () => {
  it.each([
    ['list and total', { list: [{ id: 'a' }], total: 31 }, { rows: [{ id: 'a' }], total: 31 }],
    ['records and total', { records: [{ id: 'b' }], total: 12 }, { rows: [{ id: 'b' }], total: 12 }],
    ['no total', { records: [{ id: 'c' }] }, { rows: [{ id: 'c' }], total: 1 }],
    ['null data', null, { rows: [], total: 0 }],
  ])('%s', (_, data, expected) => {
    expect(toTaskPage<{ id: string }>(data)).toEqual(expected);
  });
});

describe('pending tasks', () => {
  it.each([
    ['processing', true],
    ['waiting', true],
    ['success', false],
    ['verified', false],
    ['failed', false],
    ['other', false],
  ])('%s pending: %s', (status, pending) => {
    expect(isPending(status)).toBe(pending);
  });

  it.each([
    [tasks('success', 'waiting'), TASK_POLL_MS],
    [tasks('processing'), TASK_POLL_MS],
    [tasks('success', 'failed', 'other'), false],
    [[], false],
    [undefined, false],
  ])('polls %j every %s', (list, interval) => {
    expect(pollWhilePending(list)).toBe(interval);
  });
});

describe('outcomeOf', () => {
  it.each([
    [tasks(), 'running'],
    [tasks('success', 'processing'), 'running'],
    [tasks('failed', 'waiting'), 'running'],
    [tasks('success', 'verified', 'other'), 'success'],
    [tasks('success', 'failed'), 'failed'],
  ])('%j → %s', (list, outcome) => {
    expect(outcomeOf(list)).toBe(outcome);
  });
});
