import { describe, expect, it } from 'vitest';
import { formatMetricValue, fromThreshold, toThreshold } from './metrics';

describe('thresholds in the unit the form shows', () => {
  it.each([
    ['bandwidth', 800, 800_000_000],
    ['bandwidth', 0.1, 100_000],
    ['flow', 1.5, 1_500_000],
    ['requests', 2000, 2000],
    ['hitRatio', 85, 85],
  ] as const)('%s %s → %s', (metric, typed, sent) => {
    expect(toThreshold(metric, typed)).toBe(sent);
    expect(fromThreshold(metric, sent)).toBe(typed);
  });
});

describe('formatMetricValue', () => {
  it.each([
    ['bandwidth', 8_630_000_000, '8.63 Gbps'],
    ['flow', 1_500_000_000_000, '1.5 TB'],
    ['requests', 12_000, '12K'],
    ['status5xxRatio', 3.7, '3.7%'],
    ['hitRatio', null, '-'],
  ] as const)('%s %s → %s', (metric, value, shown) => expect(formatMetricValue(metric, value)).toBe(shown));
});
