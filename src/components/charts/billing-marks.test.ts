import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@/lib/series';
import { billingMarks } from './billing-marks';
import type { TimeSeries } from './chart-types';

// 20 samples, y = 1…20 except a spike of 100 at index 5: the spike is discarded, 20 sets the bill.
const points: ChartPoint[] = Array.from({ length: 20 }, (_, i) => ({ x: i * 1000, y: i === 5 ? 100 : i + 1 }));
const main: TimeSeries = { label: 'a', points, kind: 'bandwidth' };
const other: TimeSeries = { label: 'b', points: [{ x: 0, y: 7 }], kind: 'bandwidth' };

describe('billingMarks', () => {
  it.each<[string, Parameters<typeof billingMarks>[1], Partial<ReturnType<typeof billingMarks>>]>([
    ['marks nothing unless asked', {}, { peak: undefined, percentile95: undefined, discarded: [] }],
    ['marks the peak sample', { peak: true }, { peak: { x: 5000, y: 100 } }],
    [
      'marks the sample that sets the 95th percentile and the discarded ones',
      { percentile95: true },
      { percentile95: { x: 19_000, y: 20 }, discarded: [{ x: 5000, y: 100 }] },
    ],
    ['marks another series when told', { peak: true, series: 1 }, { seriesIndex: 1, peak: { x: 0, y: 7 } }],
    ['marks nothing for a series that does not exist', { peak: true, series: 5 }, { peak: undefined }],
  ])('%s', (_name, marks, expected) => {
    expect(billingMarks([main, other], marks)).toMatchObject(expected);
  });
});
