import { describe, expect, it } from 'vitest';
import { metricQuantity, resourcePoints, thresholdPoints } from './resource-curve';

describe('resource curve', () => {
  it.each([
    ['bandwidth', 'bandwidth'],
    ['flow', 'traffic'],
    ['requests', 'count'],
    ['status5xxRatio', 'count'],
  ] as const)('draws %s as %s', (metric, quantity) => expect(metricQuantity(metric)).toBe(quantity));

  it('orders the points by time and leaves out a time that does not read', () => {
    const points = resourcePoints([
      { time: '2026-11-24 00:05:00', value: 2 },
      { time: 'not a time', value: 9 },
      { time: '2026-11-24 00:00:00', value: 1 },
    ]);
    expect(points.map((point) => point.y)).toEqual([1, 2]);
    expect(points[1]!.x - points[0]!.x).toBe(5 * 60_000);
  });

  it('draws the threshold at every time of the curve, and none without one', () => {
    const points = [
      { x: 0, y: 1 },
      { x: 1, y: 2 },
    ];
    expect(thresholdPoints(points, 8)).toEqual([
      { x: 0, y: 8 },
      { x: 1, y: 8 },
    ]);
    expect(thresholdPoints(points, null)).toEqual([]);
  });
});
