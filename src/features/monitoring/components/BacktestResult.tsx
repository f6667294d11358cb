// What the backtest found: the metric per statistics period with the threshold as a dashed line, how many
// times the rule would have alerted in 7 days, and when, each with how long the condition lasted. A condition
// that cannot be tried says which field keeps it from being tried; a period finer than the samples says so.
import { Stack, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TimeSeries } from '@/components/charts/chart-types';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { formatProviderTime } from '@/lib/provider-time.js';
import type { ChartPoint } from '@/lib/series';
import {
  conditionProblems,
  durationMinutes,
  evaluatedPeriod,
  firings,
  lastWeek,
  SAMPLE_MINUTES,
  thresholdLine,
  toPeriods,
} from '../rules/backtest';
import { metricLabels, toThreshold } from '../rules/metrics';
import { TIMES_MAX } from '../rules/rule-form';
import type { MonitoringMetric, MonitoringOperator } from '../types';

/** Most recent alerts listed under the chart; the count says how many there were in all. */
const LISTED = 10;

interface Props {
  samples: readonly ChartPoint[];
  metric: MonitoringMetric;
  operator: MonitoringOperator;
  /** As typed (in the form's unit). */
  threshold: string;
  period: number;
  times: string;
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

export function BacktestResult({ samples, metric, operator, threshold, period, times }: Props) {
  const { t, i18n } = useLingui();
  const periods = useMemo(() => toPeriods(lastWeek(samples), metric, period), [samples, metric, period]);
  const typed = numberOf(threshold);
  const count = numberOf(times);
  const [firstProblem, secondProblem] = conditionProblems(typed, count);
  const thresholdWrong = firstProblem === 'threshold';
  const timesWrong = firstProblem === 'times' || secondProblem === 'times';
  const limit = firstProblem === undefined ? toThreshold(metric, typed) : undefined;
  const found = useMemo(
    () =>
      limit === undefined ? [] : firings(periods, { operator, threshold: limit, periodMinutes: period, times: count }),
    [periods, operator, limit, period, count],
  );
  const kind: TimeSeries['kind'] = metric === 'flow' ? 'traffic' : 'bandwidth';
  const series = useMemo((): TimeSeries[] => {
    const line: TimeSeries[] =
      limit === undefined
        ? []
        : [{ label: t`Threshold`, kind, reference: true, points: thresholdLine(periods, limit) }];
    return [{ label: i18n._(metricLabels[metric]), kind, points: periods }, ...line];
  }, [periods, limit, kind, metric, t, i18n]);
  const evaluated = evaluatedPeriod(period);

  return (
    <Stack gap="2">
      <TimeSeriesChart series={series} ariaLabel={t`Backtest of the alert rule`} height={200} />
      {evaluated !== period && (
        <Text fontSize="sm" color="fg.muted" data-testid="backtest-period-note">
          {t`The traffic is read in ${SAMPLE_MINUTES}-minute points, so this ${period}-minute rule is tried on ${evaluated}-minute periods.`}
        </Text>
      )}
      {limit === undefined ? (
        <Stack gap="0" color="fg.muted">
          {thresholdWrong && <Text>{t`Enter a threshold to see when the rule would have alerted.`}</Text>}
          {timesWrong && (
            <Text>{t`Enter the periods in a row as a whole number from 1 to ${TIMES_MAX} to see when the rule would have alerted.`}</Text>
          )}
        </Stack>
      ) : (
        <>
          <Text fontWeight="semibold" data-testid="backtest-count">
            <Plural
              value={found.length}
              _0="Would not have alerted in 7 days"
              one="Would have alerted # time in 7 days"
              other="Would have alerted # times in 7 days"
            />
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" fontSize="sm" aria-label={t`When the rule would have alerted`}>
            {found
              .slice(-LISTED)
              .reverse()
              .map((firing) => {
                const at = formatProviderTime(firing.alertedAt, 'MM-DD HH:mm');
                const lasted = formatMinutes(durationMinutes(firing));
                return <li key={firing.start}>{t`${at}, condition met for ${lasted}`}</li>;
              })}
          </Stack>
        </>
      )}
    </Stack>
  );

  function formatMinutes(total: number) {
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    if (hours === 0) return t`${minutes} min`;
    return minutes === 0 ? t`${hours} h` : t`${hours} h ${minutes} min`;
  }
}
