// How a figure compares with the previous period: the relative change, or undefined when there is nothing
// to compare with (no previous value, or a previous value of 0, where a percentage means nothing).
export function relativeChange(current: number, previous: number | undefined): number | undefined {
  if (previous === undefined || !Number.isFinite(previous) || previous === 0 || !Number.isFinite(current)) {
    return undefined;
  }
  return (current - previous) / previous;
}

const roundedPercent = (change: number) => Math.round(change * 1000) / 10;

/** Which way the change points as shown (one decimal): a change that rounds to 0.0 % points nowhere. */
export function changeDirection(change: number): 'up' | 'down' | 'flat' {
  const percent = roundedPercent(change);
  return percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
}

/** +12.3 % / −4.0 % / 0.0 %, one decimal. */
export function formatChange(change: number): string {
  const percent = roundedPercent(change);
  if (percent === 0) return '0.0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}
