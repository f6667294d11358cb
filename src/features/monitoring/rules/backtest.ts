// The alert rule backtest: the rule's condition applied to the last 7 days of the metric it watches, so the
// customer sees how often a threshold would have alerted before saving it. Our rule (the specification says
// nothing of how the server evaluates a rule): the 5-minute samples are grouped into the rule's statistics
// periods (aligned to the clock); a period's bandwidth is its average, its traffic the sum. The rule alerts
// when `times` periods in a row meet the comparison, once per unbroken run; the run's length is the duration.
import type { ChartPoint } from '@/lib/series';
import { recentTrafficBody } from '@/lib/recent-traffic';
import type { MonitoringMetric, MonitoringOperator } from '../types';
import { TIMES_MAX } from './rule-form';

export const BACKTEST_DAYS = 7;
/** The finest step of the traffic the portal reads: a 1-minute period is evaluated on 5-minute samples. */
export const SAMPLE_MINUTES = 5;

const MINUTE_MS = 60_000;
const WINDOW_MS = BACKTEST_DAYS * 24 * 60 * MINUTE_MS;

/** The metrics the portal can read per domain over 7 days (the service-info traffic), and how a period sums them. */
const readable: Partial<Record<MonitoringMetric, 'average' | 'sum'>> = { bandwidth: 'average', flow: 'sum' };

export const canBacktest = (metric: MonitoringMetric) => readable[metric] !== undefined;

/** The statistics period the backtest can evaluate, in minutes. */
export const evaluatedPeriod = (periodMinutes: number) => Math.max(SAMPLE_MINUTES, periodMinutes);

/**
 * The samples of the 7 days ending with the last one: 7 × 288 five-minute samples. The read asks from the same
 * time 7 days before to the last boundary, both ends included, so it answers one sample more, which would make
 * a run over the whole week last 168 h 5 min.
 */
export function lastWeek(samples: readonly ChartPoint[]): readonly ChartPoint[] {
  const last = Math.max(...samples.map((sample) => sample.x));
  return samples.filter((sample) => sample.x > last - WINDOW_MS);
}

/** What is wrong with the typed condition, in the order the form shows its fields; empty when it can be tried. */
export type ConditionProblem = 'threshold' | 'times';

export function conditionProblems(threshold: number, times: number): ConditionProblem[] {
  const problems: ConditionProblem[] = [];
  if (!(threshold >= 0)) problems.push('threshold');
  if (!(Number.isInteger(times) && times >= 1 && times <= TIMES_MAX)) problems.push('times');
  return problems;
}

/** The samples grouped into the rule's periods: x is the period's start, y its average (bandwidth) or sum (traffic). */
export function toPeriods(
  samples: readonly ChartPoint[],
  metric: MonitoringMetric,
  periodMinutes: number,
): ChartPoint[] {
  const how = readable[metric];
  if (!how) return [];
  const periodMs = evaluatedPeriod(periodMinutes) * MINUTE_MS;
  const buckets = new Map<number, { sum: number; count: number }>();
  for (const { x, y } of samples) {
    const start = Math.floor(x / periodMs) * periodMs;
    const bucket = buckets.get(start) ?? { sum: 0, count: 0 };
    bucket.sum += y;
    bucket.count += 1;
    buckets.set(start, bucket);
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .map(([x, { sum, count }]) => ({ x, y: how === 'sum' ? sum : sum / count }));
}

export function meets(value: number, operator: MonitoringOperator, threshold: number): boolean {
  if (operator === 'gt') return value > threshold;
  if (operator === 'gte') return value >= threshold;
  if (operator === 'lt') return value < threshold;
  return value <= threshold;
}

export interface Firing {
  /** Start of the first period of the run that met the condition (ms). */
  start: number;
  /** When the alert would have gone out: the end of the `times`-th period in a row (ms). */
  alertedAt: number;
  /** End of the run's last period (ms). */
  end: number;
}

export interface Condition {
  operator: MonitoringOperator;
  /** In the contract's unit (bps, bytes). */
  threshold: number;
  periodMinutes: number;
  times: number;
}

/**
 * Each time the rule would have alerted. A gap in the data (a period without samples) breaks a run, as the
 * rule could not have counted a period it did not see.
 */
export function firings(periods: readonly ChartPoint[], condition: Condition): Firing[] {
  const periodMs = evaluatedPeriod(condition.periodMinutes) * MINUTE_MS;
  const times = Math.max(1, Math.floor(condition.times));
  const found: Firing[] = [];
  let run: ChartPoint[] = [];
  const close = () => {
    const first = run[0];
    const last = run.at(-1);
    if (first && last && run.length >= times) {
      found.push({ start: first.x, alertedAt: first.x + times * periodMs, end: last.x + periodMs });
    }
    run = [];
  };
  for (const period of periods) {
    const previous = run.at(-1);
    if (previous && period.x !== previous.x + periodMs) close();
    if (meets(period.y, condition.operator, condition.threshold)) run.push(period);
    else close();
  }
  close();
  return found;
}

/** The threshold as a line over the chart: one point per period, so each row of the chart's CSV holds it. */
export const thresholdLine = (periods: readonly ChartPoint[], threshold: number): ChartPoint[] =>
  periods.map(({ x }) => ({ x, y: threshold }));

/** A firing's duration in whole minutes. */
export const durationMinutes = (firing: Firing) => Math.round((firing.end - firing.start) / MINUTE_MS);

/**
 * The service-info query of the backtest: the rule's domains in the session account, every business type and
 * provider, the 7 days ending at the last 5-minute boundary, in 5-minute points.
 */
export const backtestQuery = (domains: readonly string[], account: string, now: Date) =>
  recentTrafficBody(domains, account, now, BACKTEST_DAYS, 'minute5');
