import { describe, expect, it } from 'vitest';
import { hitPercent, hitRateRows, missPercent } from './hit-rate';

describe('hit-rate percent (hit ÷ request × 100, two decimals)', () => {
  it.each([
    { hit: 95, request: 100, hitP: 95, missP: 5 },
    { hit: 1, request: 3, hitP: 33.33, missP: 66.67 },
    { hit: 2, request: 3, hitP: 66.67, missP: 33.33 },
    { hit: 0, request: 10, hitP: 0, missP: 100 },
    { hit: 10, request: 10, hitP: 100, missP: 0 },
    { hit: 0, request: 0, hitP: 0, missP: 0 },
    { hit: 5, request: 0, hitP: 0, missP: 0 },
  ])('$hit of $request → hit $hitP %, miss $missP %', ({ hit, request, hitP, missP }) => {
    expect(hitPercent(hit, request)).toBe(hitP);
    expect(missPercent(hit, request)).toBe(missP);
  });

  it('pairs hit and miss curves by time, in time order, a missing side counting 0', () => {
    expect(
      hitRateRows(
        [
          { time: 7200, count: 0 },
          { time: 3600, count: 90 },
        ],
        [
          { time: 3600, count: 10 },
          { time: 10800, count: 4 },
        ],
      ),
    ).toEqual([
      { time: 3600, hit: 90, miss: 10, hitPercent: 90, missPercent: 10 },
      { time: 7200, hit: 0, miss: 0, hitPercent: 0, missPercent: 0 },
      { time: 10800, hit: 0, miss: 4, hitPercent: 0, missPercent: 100 },
    ]);
  });
});
