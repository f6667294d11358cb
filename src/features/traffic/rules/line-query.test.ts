import { describe, expect, it } from 'vitest';
import { chosenLine, isLive, linePeriod } from './line-query';
import { providerDate } from '@tests/time-zone';

const options = { defaultLineCode: 'SH-01', lineList: [{ lineCode: 'BJ-01' }, { lineCode: 'SH-01' }] };

describe('the line shown', () => {
  it.each([
    ['the line in the URL when the account has it', options, 'BJ-01', 'BJ-01'],
    ["the default line when the URL's line is not the account's", options, 'GZ-09', 'SH-01'],
    ['the default line when the URL names none', options, undefined, 'SH-01'],
    [
      'the first line when the default is not in the list',
      { defaultLineCode: 'XX', lineList: [{ lineCode: 'BJ-01' }] },
      undefined,
      'BJ-01',
    ],
    ['the first line without a default', { lineList: [{ lineCode: 'BJ-01' }] }, undefined, 'BJ-01'],
    ['none when the account has no line', { lineList: [] }, 'BJ-01', undefined],
    ['none before the options arrive', undefined, 'BJ-01', undefined],
  ])('%s', (_name, choice, wanted, expected) => {
    expect(chosenLine(choice, wanted)).toBe(expected);
  });
});

describe('the line period', () => {
  const now = providerDate(2026, 10, 22, 14, 37, 12);
  it.each([
    [{ range: 'today' as const }, ['2026-11-22 00:00:00', '2026-11-22 14:35:00'], true],
    [{ range: 'yesterday' as const }, ['2026-11-21 00:00:00', '2026-11-21 23:55:00'], false],
    [{ range: 'last7Days' as const }, ['2026-11-16 00:00:00', '2026-11-22 14:35:00'], true],
    [
      { range: 'custom' as const, start: '2026-11-20 08:00', end: '2026-11-20 09:00' },
      ['2026-11-20 08:00:00', '2026-11-20 09:00:00'],
      false,
    ],
  ])('%o is sent as %o (refreshing: %s)', (range, [startTime, endTime], live) => {
    expect(linePeriod(range, now)).toEqual({ startTime, endTime });
    expect(isLive(range)).toBe(live);
  });
});
