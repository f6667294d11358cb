import { describe, expect, it } from 'vitest';
import { timeSeriesCsv } from '@/components/charts/time-series-csv';
import {
  backtestQuery,
  canBacktest,
  conditionProblems,
  durationMinutes,
  firings,
  lastWeek,
  meets,
  thresholdLine,
  toPeriods,
  type Condition,
} from './backtest';
import { providerDate } from '@tests/time-zone';

const MIN = 60_000;
/** Samples every 5 minutes from 0 with these values. */
const samples = (...values: number[]) => values.map((y, i) => ({ x: i * 5 * MIN, y }));

describe('which metrics the backtest can read', () => {
  it.each([
    ['bandwidth', true],
    ['flow', true],
    ['requests', false],
    ['status4xxRatio', false],
    ['status5xxRatio', false],
    ['hitRatio', false],
  ] as const)('%s → %s', (metric, readable) => expect(canBacktest(metric)).toBe(readable));
});

describe('toPeriods', () => {
  it.each([
    ['bandwidth, 5-minute periods keep the samples', 'bandwidth', 5, [1, 2, 3, 4], [1, 2, 3, 4]],
    ['bandwidth, 10-minute periods average two samples', 'bandwidth', 10, [1, 3, 5, 7], [2, 6]],
    ['traffic, 10-minute periods sum two samples', 'flow', 10, [1, 3, 5, 7], [4, 12]],
    ['a 1-minute period is evaluated on the 5-minute samples', 'bandwidth', 1, [1, 2], [1, 2]],
    ['traffic, a 15-minute period with a last partial one', 'flow', 15, [1, 1, 1, 2], [3, 2]],
    ['a metric the portal cannot read has no periods', 'requests', 5, [1, 2], []],
  ] as const)('%s', (_, metric, period, values, expected) => {
    expect(toPeriods(samples(...values), metric, period).map((p) => p.y)).toEqual(expected);
  });

  it('aligns periods to the clock and sorts them', () => {
    const shuffled = [
      { x: 20 * MIN, y: 4 },
      { x: 5 * MIN, y: 2 },
      { x: 0, y: 1 },
    ];
    expect(toPeriods(shuffled, 'flow', 15)).toEqual([
      { x: 0, y: 3 },
      { x: 15 * MIN, y: 4 },
    ]);
  });
});

describe('meets', () => {
  it.each([
    [5, 'gt', 5, false],
    [6, 'gt', 5, true],
    [5, 'gte', 5, true],
    [4, 'gte', 5, false],
    [4, 'lt', 5, true],
    [5, 'lt', 5, false],
    [5, 'lte', 5, true],
    [6, 'lte', 5, false],
  ] as const)('%s %s %s → %s', (value, operator, threshold, result) =>
    expect(meets(value, operator, threshold)).toBe(result),
  );
});

describe('firings', () => {
  const rule = (over: Partial<Condition> = {}): Condition => ({
    operator: 'gt',
    threshold: 10,
    periodMinutes: 5,
    times: 1,
    ...over,
  });

  it.each([
    ['nothing over the threshold', rule(), [1, 2, 3], []],
    ['one period over, alerting at once', rule(), [1, 11, 2], [[5, 10, 10]]],
    [
      'two separate runs alert twice',
      rule(),
      [11, 1, 12, 13, 1],
      [
        [0, 5, 5],
        [10, 15, 20],
      ],
    ],
    ['two in a row needed: a lone period does not alert', rule({ times: 2 }), [11, 1, 12, 1], []],
    [
      'two in a row: alerts at the end of the second, lasts the whole run',
      rule({ times: 2 }),
      [11, 12, 13, 1],
      [[0, 10, 15]],
    ],
    ['a run still going at the end of the data alerts', rule({ times: 2 }), [1, 11, 12], [[5, 15, 15]]],
    ['less than: alerts when below', rule({ operator: 'lt', threshold: 2 }), [3, 1, 3], [[5, 10, 10]]],
    ['equal counts with ≥', rule({ operator: 'gte' }), [10, 9], [[0, 5, 5]]],
    ['equal does not count with >', rule({ operator: 'gt' }), [10, 10], []],
  ] as const)('%s', (_, condition, values, expected) => {
    const found = firings(samples(...values), condition);
    expect(found.map((f) => [f.start / MIN, f.alertedAt / MIN, f.end / MIN])).toEqual(expected);
  });

  it('a gap in the data breaks a run', () => {
    const withGap = [
      { x: 0, y: 11 },
      { x: 10 * MIN, y: 12 },
    ];
    expect(firings(withGap, rule({ times: 2 }))).toEqual([]);
    expect(firings(withGap, rule({ times: 1 }))).toHaveLength(2);
  });

  it('counts the duration in minutes', () => {
    const [firing] = firings(toPeriods(samples(11, 11, 11, 11, 1), 'bandwidth', 10), rule({ periodMinutes: 10 }));
    expect(firing && durationMinutes(firing)).toBe(20);
  });
});

describe('lastWeek', () => {
  // The read's answer: from 7 days before the last boundary to it, both included (7 × 288 + 1 samples).
  const answered = samples(...Array<number>(7 * 288 + 1).fill(20));

  it('keeps the 7 × 288 samples of the 7 days ending with the last', () => {
    const week = lastWeek(answered);
    expect(week).toHaveLength(7 * 288);
    expect(week[0]?.x).toBe(5 * MIN);
    expect(week.at(-1)).toBe(answered.at(-1));
  });

  it('makes a run over the whole week last 168 h, not one sample more', () => {
    const condition = { operator: 'gt', threshold: 10, periodMinutes: 5, times: 1 } as const;
    const [firing] = firings(toPeriods(lastWeek(answered), 'bandwidth', 5), condition);
    expect(firing && durationMinutes(firing)).toBe(168 * 60);
  });

  it('has nothing to keep from no samples', () => {
    expect(lastWeek([])).toEqual([]);
  });
});

describe('conditionProblems', () => {
  it.each([
    ['a threshold and a count', 5, 2, []],
    ['a threshold of 0', 0, 1, []],
    ['no threshold', NaN, 2, ['threshold']],
    ['a negative threshold', -1, 2, ['threshold']],
    ['no count', 5, NaN, ['times']],
    ['a count of 0', 5, 0, ['times']],
    ['a count that is not whole', 5, 1.5, ['times']],
    ['a count over 10', 5, 11, ['times']],
    ['neither', NaN, 0, ['threshold', 'times']],
  ] as const)('%s → %j', (_, threshold, times, expected) => {
    expect(conditionProblems(threshold, times)).toEqual(expected);
  });
});

describe('thresholdLine', () => {
  it('puts the threshold in every row of the CSV', () => {
    const periods = samples(1, 2, 3, 4);
    const table = timeSeriesCsv(
      [
        { label: 'Bandwidth', kind: 'bandwidth', points: periods },
        { label: 'Threshold', kind: 'bandwidth', reference: true, points: thresholdLine(periods, 7) },
      ],
      'Time',
    );
    expect(table.rows.map((row) => row[2])).toEqual([7, 7, 7, 7]);
  });
});

describe('backtestQuery', () => {
  it('asks for the 7 days ending at the last 5-minute boundary, in 5-minute points, domains in order', () => {
    const query = backtestQuery(['b.example.com', 'a.example.com'], 'CDN1024', providerDate(2026, 10, 24, 14, 37, 12));
    expect(query).toEqual({
      type: 'all',
      domains: ['a.example.com', 'b.example.com'],
      providers: [],
      accounts: ['CDN1024'],
      startTime: '2026-11-17 14:35:00',
      endTime: '2026-11-24 14:35:00',
      grad: 'minute5',
      weightFlag: true,
    });
  });
});
