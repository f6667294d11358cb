// The bench's comparison with its committed results (benchmarks/lib/results.mjs): what moved past its
// tolerance is printed, worse or better by the figure's direction, with whether it still meets its goal.
import { describe, expect, it } from 'vitest';
import { differences, TOLERANCE } from '../../benchmarks/lib/results.mjs';

const kB = (value: number, goal?: number) => ({ value, unit: 'kB', tolerance: TOLERANCE.bytes, goal });

describe("the bench's comparison with the committed results", () => {
  it('prints any change of bytes, and whether the figure is still within its goal', () => {
    const before = { routes: { '/cdn/domain': kB(209.9, 210), '/page/user': kB(208.7) } };
    const after = { routes: { '/cdn/domain': kB(210.4, 210), '/page/user': kB(208.7) } };
    expect(differences(before, after)).toEqual([
      '  worse   routes · /cdn/domain: 209.9 kB → 210.4 kB  (past its goal)',
    ]);
  });

  it('leaves out a time within its tolerance and prints one past it', () => {
    const lcp = (value: number) => ({ lighthouse: { LCP: { value, unit: 'ms', tolerance: TOLERANCE.time } } });
    expect(differences(lcp(2000), lcp(2200))).toEqual([]);
    expect(differences(lcp(2000), lcp(1400))).toEqual(['  better  lighthouse · LCP: 2000 ms → 1400 ms']);
  });

  it('reads a lower score as worse', () => {
    const score = (value: number) => ({
      lighthouse: {
        performance: { value, unit: 'points', tolerance: TOLERANCE.score, higherIsBetter: true, goal: 82 },
      },
    });
    expect(differences(score(90), score(80))).toEqual([
      '  worse   lighthouse · performance: 90 points → 80 points  (past its goal)',
    ]);
  });

  it('names a figure the committed results do not have', () => {
    expect(differences({}, { soak: { 'page errors': { value: 0, unit: 'errors', tolerance: 0 } } })).toEqual([
      '  new     soak · page errors: 0 errors',
    ]);
  });
});
