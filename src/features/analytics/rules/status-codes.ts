// Status codes grouped by their first character 1–5; anything else (empty, '-', '0', 'abc') counts as other,
// statusCode0 (001 §5).
import { percentOf } from './percent';

export const STATUS_GROUPS = [
  'statusCode1',
  'statusCode2',
  'statusCode3',
  'statusCode4',
  'statusCode5',
  'statusCode0',
] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export function statusGroup(code: string | number | null | undefined): StatusGroup {
  const first = String(code ?? '')
    .trim()
    .charAt(0);
  return first >= '1' && first <= '5' ? (`statusCode${first}` as StatusGroup) : 'statusCode0';
}

/** Counts per group of a list of status codes and their counts. */
export function groupStatusCodes(
  entries: readonly { code: string | number; count: number }[],
): Record<StatusGroup, number> {
  const totals = Object.fromEntries(STATUS_GROUPS.map((group) => [group, 0])) as Record<StatusGroup, number>;
  for (const { code, count } of entries) totals[statusGroup(code)] += count;
  return totals;
}

/** The total of each group's curve (the pie and the table agree with the curves by construction). */
export function curveTotals(
  curves: Partial<Record<StatusGroup, readonly { count: number }[] | undefined>>,
): Record<StatusGroup, number> {
  return Object.fromEntries(
    STATUS_GROUPS.map((group) => [group, (curves[group] ?? []).reduce((sum, point) => sum + point.count, 0)]),
  ) as Record<StatusGroup, number>;
}

export interface StatusShare {
  /** '1xx'…'5xx', or 'other'. */
  name: string;
  count: number;
  percent: number;
}

/**
 * The share of each status class: the server's pie list (listBT) where it sends one, as sent (its percents
 * included); otherwise summed from the curves (the log analysis has no pie), in the order 1xx…5xx, other.
 */
export function statusShare(
  curves: Partial<Record<StatusGroup, readonly { count: number }[] | undefined>>,
  pie?: readonly StatusShare[],
): StatusShare[] {
  if (pie && pie.length > 0) return pie.map(({ name, count, percent }) => ({ name, count, percent }));
  const totals = curveTotals(curves);
  const all = STATUS_GROUPS.reduce((sum, group) => sum + totals[group], 0);
  return STATUS_GROUPS.map((group) => ({
    name: group === 'statusCode0' ? 'other' : `${group.slice(-1)}xx`,
    count: totals[group],
    percent: percentOf(totals[group], all),
  }));
}
