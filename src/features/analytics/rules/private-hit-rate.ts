// The private hit-rate views (001 §5): the real hit counts are REPLACED by values derived from random ratios,
// one per hour, kept in browser storage under 'time' (request hit rate) and 'flowTime' (byte hit rate), so
// the same hour shows the same made-up rate on every reload. This is a specified behaviour that is not what
// it seems: these views do not show the measured cache hits (see README, "Configuration").
// Our choices where the specification is silent: ratios drawn uniformly in [0.95, 0.99), stored as a JSON
// object from the hour's start (Unix seconds) to the ratio, at most MAX_HOURS hours kept (the newest).
export const PRIVATE_RATIO_KEYS = { request: 'time', flow: 'flowTime' } as const;
export type PrivateRatioKind = keyof typeof PRIVATE_RATIO_KEYS;

export const MIN_RATIO = 0.95;
export const MAX_RATIO = 0.99;
export const MAX_HOURS = 24 * 62;
const HOUR = 3600;

export interface RatioStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readRatios(storage: RatioStorage, key: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, ratio]) => typeof ratio === 'number' && ratio >= 0 && ratio <= 1),
    ) as Record<string, number>;
  } catch {
    return {}; // unreadable storage starts afresh rather than breaking the view
  }
}

interface CurvePoint {
  recordTime: number;
  request: number;
  hit: number;
  miss: number;
}

/**
 * The curve with each point's hit replaced by request × its hour's ratio (rounded) and miss by the rest;
 * hours without a stored ratio get a new random one, which is stored.
 */
export function privateHitCurve<Point extends CurvePoint>(
  curve: readonly Point[],
  kind: PrivateRatioKind,
  storage: RatioStorage,
  random: () => number = Math.random,
): Point[] {
  const key = PRIVATE_RATIO_KEYS[kind];
  const ratios = readRatios(storage, key);
  const result = curve.map((point) => {
    const hour = String(Math.floor(point.recordTime / HOUR) * HOUR);
    ratios[hour] ??= MIN_RATIO + random() * (MAX_RATIO - MIN_RATIO);
    const hit = Math.round(point.request * ratios[hour]);
    return { ...point, hit, miss: point.request - hit };
  });
  const kept = Object.entries(ratios)
    .sort(([a], [b]) => Number(b) - Number(a))
    .slice(0, MAX_HOURS);
  storage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
  return result;
}

/** The HIT and MISS pie of a (replaced) curve, so the pie agrees with it. */
export function hitMissPie(curve: readonly CurvePoint[]) {
  const hit = curve.reduce((sum, point) => sum + point.hit, 0);
  const miss = curve.reduce((sum, point) => sum + point.miss, 0);
  return [
    { name: 'HIT', value: hit },
    { name: 'MISS', value: miss },
  ];
}
