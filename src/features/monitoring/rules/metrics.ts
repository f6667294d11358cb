// What a rule watches and how its threshold reads (inferred: the specification names no metric). Bandwidth is
// typed in Mbps and traffic in MB, steps of 1000 like every unit of the portal (002 §9); ratios are percents.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatBandwidth, formatCount, formatTraffic } from '@/lib/units';
import type { MonitoringChannel, MonitoringMetric, MonitoringOperator } from '../types';

export const METRICS = [
  'bandwidth',
  'flow',
  'requests',
  'status4xxRatio',
  'status5xxRatio',
  'hitRatio',
] as const satisfies readonly MonitoringMetric[];

export const OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const satisfies readonly MonitoringOperator[];

export const CHANNELS = ['sms', 'email', 'wechat'] as const satisfies readonly MonitoringChannel[];

/** Statistics periods offered, in minutes (the 5-minute points of the portal's traffic, and multiples). */
export const PERIODS = [1, 5, 10, 15, 30, 60] as const;

export const metricLabels: Record<MonitoringMetric, MessageDescriptor> = {
  bandwidth: msg`Bandwidth`,
  flow: msg`Traffic`,
  requests: msg`Requests`,
  status4xxRatio: msg`4xx ratio`,
  status5xxRatio: msg`5xx ratio`,
  hitRatio: msg`Hit ratio`,
};

export const operatorSymbols: Record<MonitoringOperator, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };

export const channelLabels: Record<MonitoringChannel, MessageDescriptor> = {
  sms: msg`SMS`,
  email: msg`Email`,
  wechat: msg`WeChat`,
};

interface ThresholdInput {
  /** The unit the form shows beside the threshold. */
  unit: string;
  /** What a typed value is multiplied by to be sent (the contract's bps, bytes, count or percent). */
  factor: number;
  /** The largest value that makes sense (percent). */
  max?: number;
}

export const isRatio = (metric: MonitoringMetric) => metric.endsWith('Ratio');

export function thresholdInput(metric: MonitoringMetric): ThresholdInput {
  if (metric === 'bandwidth') return { unit: 'Mbps', factor: 1e6 };
  if (metric === 'flow') return { unit: 'MB', factor: 1e6 };
  if (isRatio(metric)) return { unit: '%', factor: 1, max: 100 };
  return { unit: '', factor: 1 };
}

/** The threshold as sent, from what the user typed (rounded off float noise: 0.1 × 1e6). */
export const toThreshold = (metric: MonitoringMetric, typed: number) =>
  Math.round(typed * thresholdInput(metric).factor * 1000) / 1000;

/** The threshold as the form shows it. */
export const fromThreshold = (metric: MonitoringMetric, value: number) =>
  Math.round((value / thresholdInput(metric).factor) * 1000) / 1000;

/** A value of the metric for reading: 8 Gbps, 1.5 TB, 12.4%. */
export function formatMetricValue(metric: MonitoringMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  if (metric === 'bandwidth') return formatBandwidth(value);
  if (metric === 'flow') return formatTraffic(value);
  if (metric === 'requests') return formatCount(value);
  return `${value}%`;
}
