import { describe, expect, it } from 'vitest';
import { toServerSeconds } from './server-time';
import {
  allowedGranularities,
  checkCustomRange,
  defaultGranularity,
  effectiveGranularity,
  parseUrlDateTime,
  previousPeriod,
  resolveTimeRange,
  type TimeRange,
  type TimeRangeParams,
} from './time-range';
import { providerDate } from '@tests/time-zone';

// The provider's wall-clock times (UTC+8), so the expectations hold in any time zone the tests run in.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => providerDate(y, mo - 1, d, h, mi, s);
const NOW = at(2024, 5, 20, 14, 37, 42);
const text = (range: TimeRange) => [toServerSeconds(range.start), toServerSeconds(range.end)];
/** A range covering `days` whole days from 2024-03-01 (its last bucket starts at 23:55). */
const days = (n: number): TimeRange => ({ start: at(2024, 3, 1), end: at(2024, 3, n, 23, 55) });

describe('parseUrlDateTime', () => {
  it.each([
    ['a real time', '2024-05-20 09:05', '2024-05-20 09:05:00'],
    ['a day that does not exist', '2024-02-30 10:00', undefined],
    ['an hour that does not exist', '2024-05-20 24:00', undefined],
    ['the input format with T', '2024-05-20T09:05', undefined],
    ['seconds', '2024-05-20 09:05:00', undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_name, input, expected) => {
    const date = parseUrlDateTime(input);
    expect(date && toServerSeconds(date)).toBe(expected);
  });
});

describe('resolveTimeRange presets', () => {
  it.each([
    ['today', ['2024-05-20 00:00:00', '2024-05-20 14:35:00']],
    ['yesterday', ['2024-05-19 00:00:00', '2024-05-19 23:55:00']],
    ['last7Days', ['2024-05-14 00:00:00', '2024-05-20 14:35:00']],
    ['last30Days', ['2024-04-21 00:00:00', '2024-05-20 14:35:00']],
  ] as const)('%s', (range, expected) => {
    expect(text(resolveTimeRange({ range }, NOW))).toEqual(expected);
  });

  it('ignores custom times for a preset', () => {
    expect(text(resolveTimeRange({ range: 'today', start: '2024-01-01 00:00', end: '2024-01-02 00:00' }, NOW))).toEqual(
      ['2024-05-20 00:00:00', '2024-05-20 14:35:00'],
    );
  });

  it('starts and ends at midnight just after midnight', () => {
    expect(text(resolveTimeRange({ range: 'today' }, at(2024, 5, 20, 0, 3)))).toEqual([
      '2024-05-20 00:00:00',
      '2024-05-20 00:00:00',
    ]);
  });
});

describe('resolveTimeRange custom', () => {
  const custom = (start?: string, end?: string): TimeRangeParams => ({ range: 'custom', start, end });
  const TODAY = ['2024-05-20 00:00:00', '2024-05-20 14:35:00'];

  it.each([
    [
      'a valid range, floored to 5 minutes',
      custom('2024-05-01 08:03', '2024-05-02 17:59'),
      ['2024-05-01 08:00:00', '2024-05-02 17:55:00'],
      undefined,
    ],
    [
      'an end in the future, corrected to now',
      custom('2024-05-20 08:00', '2024-05-21 10:00'),
      ['2024-05-20 08:00:00', '2024-05-20 14:35:00'],
      undefined,
    ],
    [
      'start equal to end',
      custom('2024-05-01 08:00', '2024-05-01 08:00'),
      ['2024-05-01 08:00:00', '2024-05-01 08:00:00'],
      undefined,
    ],
    ['start after end', custom('2024-05-02 08:00', '2024-05-01 08:00'), TODAY, 'startAfterEnd'],
    ['both in the future', custom('2024-06-01 08:00', '2024-06-02 08:00'), TODAY, 'startAfterEnd'],
    ['no end', custom('2024-05-01 08:00', undefined), TODAY, 'incomplete'],
    ['no start', custom(undefined, '2024-05-01 08:00'), TODAY, 'incomplete'],
    ['a date that does not exist', custom('2024-02-30 08:00', '2024-03-02 08:00'), TODAY, 'invalid'],
  ] as const)('%s', (_name, params, expected, problem) => {
    const resolved = resolveTimeRange(params, NOW);
    expect(text(resolved)).toEqual(expected);
    expect(resolved.problem).toBe(problem);
  });
});

describe('checkCustomRange (what the picker accepts)', () => {
  it.each([
    ['valid', '2024-05-01 08:00', '2024-05-02 08:00', undefined],
    ['ending this minute', '2024-05-20 08:00', '2024-05-20 14:37', undefined],
    ['ending after now', '2024-05-20 08:00', '2024-05-20 14:38', 'endInFuture'],
    ['reversed', '2024-05-02 08:00', '2024-05-01 08:00', 'startAfterEnd'],
    ['half filled', '2024-05-02 08:00', '', 'incomplete'],
    ['not a time', '2024-13-01 08:00', '2024-05-01 08:00', 'invalid'],
  ])('%s', (_name, start, end, reason) => {
    const checked = checkCustomRange(start, end, NOW);
    expect(checked.ok ? undefined : checked.reason).toBe(reason);
  });
});

describe('granularity', () => {
  const today: TimeRange = { start: at(2024, 5, 20), end: at(2024, 5, 20, 14, 35) };
  it.each([
    ['part of a day', today, ['minute5', 'hour']],
    ['one whole day', days(1), ['minute5', 'hour']],
    ['two days', days(2), ['minute5', 'hour', 'day']],
    ['three days', days(3), ['minute5', 'hour', 'day']],
    ['31 days', days(31), ['minute5', 'hour', 'day']],
    ['32 days', { start: at(2024, 3, 1), end: at(2024, 4, 1, 23, 55) }, ['minute5', 'hour', 'day']],
  ] as const)('%s', (_name, range, allowed) => {
    expect(allowedGranularities(range)).toEqual(allowed);
  });

  it('opens every range at 5 minutes (002 §9)', () => {
    expect(defaultGranularity()).toBe('minute5');
  });

  it.each([
    ['an allowed choice is kept', days(3), 'hour', 'hour'],
    ['a choice the range does not allow gives the default', today, 'day', 'minute5'],
    ['5 minutes over 40 days is kept', { start: at(2024, 3, 1), end: at(2024, 4, 9, 23, 55) }, 'minute5', 'minute5'],
    ['no choice over 3 days opens at 5 minutes', days(3), undefined, 'minute5'],
    ['no choice over 30 days opens at 5 minutes', days(30), undefined, 'minute5'],
  ] as const)('%s', (_name, range, chosen, expected) => {
    expect(effectiveGranularity(range, chosen)).toBe(expected);
  });
});

describe('previousPeriod', () => {
  it.each([
    [
      'today until now → yesterday until the same time',
      { start: at(2024, 5, 20), end: at(2024, 5, 20, 14, 35) },
      ['2024-05-19 00:00:00', '2024-05-19 14:35:00'],
    ],
    [
      'yesterday → the day before',
      { start: at(2024, 5, 19), end: at(2024, 5, 19, 23, 55) },
      ['2024-05-18 00:00:00', '2024-05-18 23:55:00'],
    ],
    [
      'the last 7 days → the 7 days before',
      { start: at(2024, 5, 14), end: at(2024, 5, 20, 14, 35) },
      ['2024-05-07 00:00:00', '2024-05-13 14:35:00'],
    ],
    [
      'a range across a month end',
      { start: at(2024, 3, 1), end: at(2024, 3, 2, 23, 55) },
      ['2024-02-28 00:00:00', '2024-02-29 23:55:00'],
    ],
    [
      'a range not starting at midnight → back by its length',
      { start: at(2024, 5, 20, 8, 0), end: at(2024, 5, 20, 9, 55) },
      ['2024-05-20 06:00:00', '2024-05-20 07:55:00'],
    ],
  ])('%s', (_name, range, expected) => {
    expect(text(previousPeriod(range))).toEqual(expected);
  });
});
