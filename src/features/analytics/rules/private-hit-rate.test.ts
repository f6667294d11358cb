import { describe, expect, it } from 'vitest';
import { hitMissPie, MAX_HOURS, privateHitCurve, type RatioStorage } from './private-hit-rate';

function memoryStorage(initial: Record<string, string> = {}): RatioStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = value) };
}

const H0 = 1_767_542_400; // an hour's start
const point = (recordTime: number, request: number) => ({ recordTime, request, hit: request, miss: 0, status: 1 });

describe('privateHitCurve', () => {
  it.each([
    ['a stored ratio replaces the real hits', { [H0]: 0.96 }, [point(H0, 1000)], [{ hit: 960, miss: 40 }]],
    [
      'points of one hour share its ratio',
      { [H0]: 0.9 },
      [point(H0, 100), point(H0 + 300, 50)],
      [
        { hit: 90, miss: 10 },
        { hit: 45, miss: 5 },
      ],
    ],
    ['no requests: no hits, no misses', { [H0]: 0.97 }, [point(H0, 0)], [{ hit: 0, miss: 0 }]],
    ['hits are rounded, miss is the rest', { [H0]: 0.955 }, [point(H0, 3)], [{ hit: 3, miss: 0 }]],
  ])('%s', (_, stored, curve, expected) => {
    const storage = memoryStorage({ time: JSON.stringify(stored) });
    expect(privateHitCurve(curve, 'request', storage, () => 0.5)).toMatchObject(expected);
  });

  it.each([
    ['request', 'time'],
    ['flow', 'flowTime'],
  ] as const)('draws a new hour in [0.95, 0.99) and stores it under %s → %s', (kind, key) => {
    const storage = memoryStorage();
    const [low] = privateHitCurve([point(H0, 10_000)], kind, storage, () => 0);
    const [high] = privateHitCurve([point(H0 + 3600, 10_000)], kind, storage, () => 0.999_999);
    expect(low?.hit).toBe(9500);
    expect(high?.hit).toBe(9900);
    expect(JSON.parse(storage.items[key] ?? '')).toEqual({ [H0]: 0.95, [H0 + 3600]: expect.closeTo(0.99, 5) });
  });

  it('keeps the same made-up rate for an hour across reloads', () => {
    const storage = memoryStorage();
    const first = privateHitCurve([point(H0, 777)], 'request', storage, () => 0.3);
    const again = privateHitCurve([point(H0, 777)], 'request', storage, () => 0.9);
    expect(again).toEqual(first);
  });

  it.each([['not json'], ['[1,2]'], [JSON.stringify({ [H0]: 'x' })], [JSON.stringify({ [H0]: 7 })]])(
    'starts afresh from unreadable storage %s',
    (stored) => {
      const storage = memoryStorage({ time: stored });
      expect(privateHitCurve([point(H0, 100)], 'request', storage, () => 0.5)[0]?.hit).toBe(97);
    },
  );

  it('keeps at most the newest MAX_HOURS hours', () => {
    const old = Object.fromEntries(Array.from({ length: MAX_HOURS }, (_, i) => [H0 - (i + 1) * 3600, 0.96]));
    const storage = memoryStorage({ time: JSON.stringify(old) });
    privateHitCurve([point(H0, 1)], 'request', storage, () => 0.5);
    const kept = JSON.parse(storage.items.time ?? '') as Record<string, number>;
    expect(Object.keys(kept)).toHaveLength(MAX_HOURS);
    expect(kept).toHaveProperty(String(H0));
    expect(kept).not.toHaveProperty(String(H0 - MAX_HOURS * 3600));
  });
});

describe('hitMissPie', () => {
  it.each([
    [[], [0, 0]],
    [
      [
        { recordTime: H0, request: 10, hit: 9, miss: 1 },
        { recordTime: H0 + 3600, request: 5, hit: 4, miss: 1 },
      ],
      [13, 2],
    ],
  ])('sums the curve %#', (curve, [hit, miss]) => {
    expect(hitMissPie(curve)).toEqual([
      { name: 'HIT', value: hit },
      { name: 'MISS', value: miss },
    ]);
  });
});
