import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@tests/time-zone';
import type { TimeSeries } from './chart-types';
import { timeSeriesCsv } from './time-series-csv';

inTimeZone('Asia/Shanghai');

// 2024-11-19 00:00 and 00:05 in UTC+08:00.
const T0 = Date.UTC(2024, 10, 18, 16);
const T1 = T0 + 300_000;

describe('timeSeriesCsv', () => {
  it('writes one column per series with raw values and their unit', () => {
    const series: TimeSeries[] = [
      { label: 'Bandwidth', kind: 'bandwidth', points: [{ x: T0, y: 1.5e9 }] },
      { label: 'Traffic', kind: 'traffic', points: [{ x: T0, y: 2e12 }] },
      { label: 'Requests', kind: 'count', points: [{ x: T0, y: 42 }] },
    ];
    expect(timeSeriesCsv(series, 'Time')).toEqual({
      header: ['Time', 'Bandwidth (bps)', 'Traffic (B)', 'Requests'],
      rows: [['2024-11-19 00:00:00', 1.5e9, 2e12, 42]],
    });
  });

  it('joins series on time, leaving a cell empty where a series has no sample', () => {
    const series: TimeSeries[] = [
      { label: 'a', kind: 'count', points: [{ x: T1, y: 2 }] },
      {
        label: 'b',
        kind: 'count',
        points: [
          { x: T0, y: 3 },
          { x: T1, y: 4 },
        ],
      },
    ];
    expect(timeSeriesCsv(series, 'Time').rows).toEqual([
      ['2024-11-19 00:00:00', '', 3],
      ['2024-11-19 00:05:00', 2, 4],
    ]);
  });

  it('has only the header without points', () => {
    expect(timeSeriesCsv([{ label: 'a', kind: 'count', points: [] }], 'Time')).toEqual({
      header: ['Time', 'a'],
      rows: [],
    });
  });
});
