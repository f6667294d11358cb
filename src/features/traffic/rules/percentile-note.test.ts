import { describe, expect, it } from 'vitest';
import { percentileNote } from './percentile-note';

const series = (values: number[]) => values.map((y, i) => ({ x: i * 300_000, y }));

describe('the 95th-percentile note', () => {
  it('no samples, no note', () => {
    expect(percentileNote([])).toBeUndefined();
  });

  it.each([
    [
      'under 20 samples nothing is discarded: the peak sets the bill',
      series([1, 5, 3]),
      3,
      0,
      { x: 300_000, y: 5 },
      undefined,
    ],
    [
      '20 samples: the highest is discarded, the second highest sets the bill',
      series([...Array.from({ length: 18 }, (_, i) => i), 100, 50]),
      20,
      1,
      { x: 19 * 300_000, y: 50 },
      { x: 18 * 300_000, y: 100 },
    ],
    [
      '288 samples (a day of 5 minutes): 14 are discarded and the 15th highest sets the bill',
      series(Array.from({ length: 288 }, (_, i) => i)),
      288,
      14,
      { x: 273 * 300_000, y: 273 },
      { x: 274 * 300_000, y: 274 },
    ],
  ])('%s', (_name, points, samples, discarded, billed, lowestDiscarded) => {
    expect(percentileNote(points)).toEqual({ samples, discarded, billed, lowestDiscarded });
  });
});
