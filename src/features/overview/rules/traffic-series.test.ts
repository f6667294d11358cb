import { describe, expect, it } from 'vitest';
import { periodShiftMs, trafficCurves } from './traffic-series';

const list = [
  { timestamp: 1763740800, bandwidth: 10, flow: 3000 },
  { timestamp: 1763741100, bandwidth: 20, flow: 6000 },
];

describe('traffic curves', () => {
  it('turns seconds into milliseconds, one curve per quantity', () => {
    expect(trafficCurves(list)).toEqual({
      bandwidth: [
        { x: 1763740800000, y: 10 },
        { x: 1763741100000, y: 20 },
      ],
      flow: [
        { x: 1763740800000, y: 3000 },
        { x: 1763741100000, y: 6000 },
      ],
    });
  });

  it('moves the previous period onto the current time axis', () => {
    const day = 86_400_000;
    expect(trafficCurves(list, day).bandwidth.map((point) => point.x)).toEqual([
      1763740800000 + day,
      1763741100000 + day,
    ]);
  });

  it.each([
    ['a day', '2026-11-22 00:00:00', '2026-11-21 00:00:00', 86_400_000],
    ['seven days', '2026-11-16 00:00:00', '2026-11-09 00:00:00', 7 * 86_400_000],
    ['twelve hours and five minutes', '2026-11-20 08:00:00', '2026-11-19 19:55:00', 12 * 3_600_000 + 300_000],
  ])('shifts by %s', (_name, current, previous, expected) => {
    expect(periodShiftMs(current, previous)).toBe(expected);
  });
});
