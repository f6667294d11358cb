import { describe, expect, it } from 'vitest';
import { secondsToMs, toSeries, type ChartPoint } from './series';

describe('secondsToMs', () => {
  it.each([
    [1_732_000_000, 1_732_000_000_000],
    [0, 0],
    [1.5, 1500],
  ])('%d s is %d ms', (seconds, ms) => {
    expect(secondsToMs(seconds)).toBe(ms);
  });
});

describe('toSeries', () => {
  it('turns rows into one series per field, in milliseconds', () => {
    const rows = [
      { timestamp: 1_732_000_000, bandwidth: 123, flow: 456 },
      { timestamp: 1_732_000_300, bandwidth: 124, flow: 457 },
    ];
    expect(toSeries(rows, ['bandwidth', 'flow'])).toEqual({
      bandwidth: [
        { x: 1_732_000_000_000, y: 123 },
        { x: 1_732_000_300_000, y: 124 },
      ],
      flow: [
        { x: 1_732_000_000_000, y: 456 },
        { x: 1_732_000_300_000, y: 457 },
      ],
    });
  });

  it.each<[string, Record<string, unknown>[], ChartPoint[]]>([
    ['reads numeric strings', [{ timestamp: '100', v: '2.5' }], [{ x: 100_000, y: 2.5 }]],
    [
      'leaves out a missing value',
      [
        { timestamp: 1, v: null },
        { timestamp: 2, v: 3 },
      ],
      [{ x: 2000, y: 3 }],
    ],
    ['leaves out a blank string', [{ timestamp: 1, v: ' ' }], []],
    ['leaves out a row without time', [{ v: 1 }, { timestamp: 'x', v: 2 }], []],
    ['keeps zero', [{ timestamp: 1, v: 0 }], [{ x: 1000, y: 0 }]],
    [
      'sorts by time',
      [
        { timestamp: 2, v: 1 },
        { timestamp: 1, v: 2 },
      ],
      [
        { x: 1000, y: 2 },
        { x: 2000, y: 1 },
      ],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(toSeries(rows, ['v']).v).toEqual(expected);
  });

  it('reads the time from another field when told', () => {
    expect(toSeries([{ time: 5, ingressBandwidth: 9 }], ['ingressBandwidth'], { time: 'time' })).toEqual({
      ingressBandwidth: [{ x: 5000, y: 9 }],
    });
  });
});
