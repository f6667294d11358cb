// The resource record of a chosen alarm (002 monitoring: "/record/resource" beside the alarm records): the
// metric its rule watches on its domain over the searched period, with the rule's threshold, so the customer
// sees how the alarm came about. Its read fails or comes back empty in its own place; the alarms stay.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
// Drawn on a press: chart.js loads then, beside the curve's read, and is no part of the screen's first files.
import { LazyTimeSeriesChart as TimeSeriesChart } from '@/components/lazy-time-series-chart';
import { QueryFrame } from '@/components/query/QueryFrame';
import { resourceRecordQuery } from '../api/monitoring-queries';
import type { RecordRequest } from '../rules/history-query';
import { metricLabels } from '../rules/metrics';
import { metricQuantity, resourcePoints, thresholdPoints } from '../rules/resource-curve';
import type { MonitoringAlarm } from '../types';

export function ResourceRecordPanel({ request, alarm }: { request: RecordRequest; alarm: MonitoringAlarm }) {
  const { t, i18n } = useLingui();
  const query = useQuery(resourceRecordQuery(request, alarm.domain, alarm.metric));
  const metric = i18n._(metricLabels[alarm.metric]);
  const domain = alarm.domain;
  const title = t`${metric} of ${domain}`;
  const kind = metricQuantity(alarm.metric);
  return (
    <Stack gap="3" data-testid="resource-record">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <QueryFrame
        query={query}
        errorTitle={t`The metric curve could not be loaded`}
        isEmpty={(data) => data.list.length === 0}
        empty={t`No metric values in this period`}
      >
        {(data) => {
          const points = resourcePoints(data.list);
          return (
            <TimeSeriesChart
              ariaLabel={title}
              csvFileName={`resource-${alarm.domain}-${alarm.metric}.csv`}
              series={[
                { label: metric, kind, points },
                { label: t`Threshold`, kind, points: thresholdPoints(points, data.threshold), reference: true },
              ]}
            />
          );
        }}
      </QueryFrame>
    </Stack>
  );
}
