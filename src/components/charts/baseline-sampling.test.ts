// The charts' sampling against the 288-point baseline: pure functions, no page.
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@/lib/series';
import { sampleToBaseline } from './baseline-sampling';

const MINUTE = 60_000;
// A midnight in UTC, so 5-minute slots start exactly at the first point.
const START = Date.UTC(2024, 10, 19);
/** `count` points every `stepMs` from `start`, with y from `value(i)`. */
const points = (count: number, stepMs: number, value: (i: number) => number = () => 1, start = START) =>
  Array.from({ length: count }, (_, i): ChartPoint => ({ x: start + i * stepMs, y: value(i) }));

describe('sampleToBaseline', () => {
  it.each<[string, ChartPoint[], number]>([
    ['one day of 5-minute points stays whole', points(288, 5 * MINUTE), 288],
    ['one day of minute points becomes 288', points(1440, MINUTE), 288],
    ['two days of minute points become 288 (10-minute slots)', points(2880, MINUTE), 288],
    ['a week of 5-minute points becomes 288 (35-minute slots)', points(7 * 288, 5 * MINUTE), 288],
    ['30 days of 5-minute points become 288 (150-minute slots)', points(30 * 288, 5 * MINUTE), 288],
    ['a day and one point (through the next midnight) becomes 145 (10-minute slots)', points(1441, MINUTE), 145],
    ['an hour of seconds is sampled in 5-minute slots', points(3600, 1000), 12],
    ['a short series stays whole', points(10, 1000), 10],
    ['an empty series stays empty', [], 0],
  ])('%s', (_name, series, length) => {
    expect(sampleToBaseline(series)).toHaveLength(length);
  });

  it('keeps the highest point of each slot, at its own time', () => {
    // One day of minute points, all 1 except a spike of 50 at minute 7 (the second 5-minute slot).
    const sampled = sampleToBaseline(points(1440, MINUTE, (i) => (i === 7 ? 50 : 1)));
    expect(sampled[1]).toEqual({ x: START + 7 * MINUTE, y: 50 });
  });

  it('never loses the peak of the series', () => {
    const series = points(5000, 20_000, (i) => Math.sin(i / 30) * 100 + (i === 3333 ? 1000 : 0));
    expect(Math.max(...sampleToBaseline(series).map((p) => p.y))).toBe(Math.max(...series.map((p) => p.y)));
  });

  it('aligns slots to the 5-minute clock, not to the first point', () => {
    // Minute points from 00:03 to 23:59: 00:03 and 00:04 share the 00:00 slot, 00:05 opens the next.
    const sampled = sampleToBaseline(points(1437, MINUTE, (i) => i, START + 3 * MINUTE));
    expect(sampled.slice(0, 2).map((p) => (p.x - START) / MINUTE)).toEqual([4, 9]);
  });

  it('honours another baseline', () => {
    expect(sampleToBaseline(points(1440, MINUTE), 24)).toHaveLength(24);
  });

  it('never draws more than the baseline, whatever the range', () => {
    for (const days of [2, 3, 13, 31, 90]) {
      expect(sampleToBaseline(points(days * 288, 5 * MINUTE)).length).toBeLessThanOrEqual(288);
    }
  });

  it('samples a dense series shorter than a day against one day', () => {
    expect(sampleToBaseline(points(600, MINUTE))).toHaveLength(120);
  });
});
