// Scaling of measured values for display (specification 002 §9): steps of 1000 with K, M, G, T, P, E;
// bandwidth in bits per second, traffic in bytes, plain counts without a unit. A chart axis picks one unit
// for all of its ticks (pickUnit), so "800 Mbps" and "1.2 Gbps" never appear on the same axis.
export type Quantity = 'bandwidth' | 'traffic' | 'count';

const PREFIXES = ['', 'K', 'M', 'G', 'T', 'P', 'E'] as const;
const BASE_SYMBOL: Record<Quantity, string> = { bandwidth: 'bps', traffic: 'B', count: '' };

/** What a missing or unreadable value shows as. */
export const NO_VALUE = '-';

export interface Unit {
  quantity: Quantity;
  /** The power of 1000 the unit stands for (0 = the base unit). */
  power: number;
  /** What a raw value is divided by to be shown in this unit. */
  divisor: number;
  /** The printed unit: 'Gbps', 'TB', 'K', or '' for plain counts below 1000. */
  symbol: string;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The unbranded unit of a quantity ('bps', 'B' or ''), used where raw values are written, e.g. a CSV header. */
export const baseSymbol = (quantity: Quantity) => BASE_SYMBOL[quantity];

export function unitOf(quantity: Quantity, power: number): Unit {
  const clamped = Math.min(Math.max(Math.trunc(power), 0), PREFIXES.length - 1);
  return {
    quantity,
    power: clamped,
    divisor: 1000 ** clamped,
    symbol: `${PREFIXES[clamped] ?? ''}${BASE_SYMBOL[quantity]}`,
  };
}

// The largest unit in which the magnitude still reads as at least 1 once rounded: 999,999 bps rounds to
// "1000 Kbps" at two decimals, so it is shown as "1 Mbps" instead.
function powerFor(magnitude: number, decimals: number): number {
  let power = 0;
  while (power < PREFIXES.length - 1 && round(magnitude / 1000 ** power, decimals) >= 1000) power += 1;
  return power;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** One unit for a whole axis or series: the one that suits its largest magnitude. */
export function pickUnit(values: Iterable<number | null | undefined>, quantity: Quantity, decimals = 2): Unit {
  let largest = 0;
  for (const value of values) if (isNumber(value)) largest = Math.max(largest, Math.abs(value));
  return unitOf(quantity, powerFor(largest, decimals));
}

/** A value in a given unit: "1.23 Gbps", "4.5 TB", "12.3K"; at most `decimals` decimals, no trailing zeros. */
export function formatInUnit(value: number | null | undefined, unit: Unit, decimals = 2): string {
  if (!isNumber(value)) return NO_VALUE;
  const rounded = round(value / unit.divisor, decimals);
  // `|| 0` turns -0 (a small negative value rounded away) into 0, so no "-0" is printed.
  const number = String(rounded || 0);
  if (!unit.symbol) return number;
  // Counts read "12.3K"; units of measure are set apart: "1.23 Gbps".
  return unit.quantity === 'count' ? `${number}${unit.symbol}` : `${number} ${unit.symbol}`;
}

/** A tick of a chart's value axis: in the axis' unit, except its foot, where "0" needs none ("0K" read oddly). */
export function formatAxisTick(value: number, unit: Unit): string {
  return value === 0 ? '0' : formatInUnit(value, unit);
}

/** A single value in the unit that suits it best. */
export function formatValue(value: number | null | undefined, quantity: Quantity, decimals = 2): string {
  return formatInUnit(value, pickUnit([value], quantity, decimals), decimals);
}

export const formatBandwidth = (bps: number | null | undefined) => formatValue(bps, 'bandwidth');
export const formatTraffic = (bytes: number | null | undefined) => formatValue(bytes, 'traffic');
export const formatCount = (count: number | null | undefined) => formatValue(count, 'count');

/**
 * A count in the words of the user's language: '169万' and '1.2亿' in Chinese, which counts in ten-thousands,
 * '1.69M' in English (the language's compact notation, at most two decimals).
 */
export function formatCountIn(locale: string, count: number | null | undefined): string {
  if (!isNumber(count)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(count);
}
