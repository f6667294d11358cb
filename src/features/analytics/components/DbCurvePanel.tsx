// One database-backed online chart (001 §7 "/api/es/*/db"): requests with their hits, misses and error
// statuses per interval, and the pie beside its table. When `privateRatios` is given it is a private
// hit-rate view: hits and misses are replaced by the stored per-hour ratios (rules/private-hit-rate.ts).
// A failed answer empties the panel (001 §4) and shows the server's message.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '@/api/call';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { toSeries } from '@/lib/series';
import type { Quantity } from '@/lib/units';
import { dbQuery } from '../api/analytics-queries';
import type { DbCall } from '../rules/analysis-calls';
import type { AnalysisFilter } from '../rules/analysis-filter';
import { hitPercent, missPercent } from '../rules/hit-rate';
import { percentOf } from '../rules/percent';
import { hitMissPie, privateHitCurve, type PrivateRatioKind } from '../rules/private-hit-rate';
import { QueryFrame } from '@/components/query/QueryFrame';
import { ShareTable } from './ShareTable';

type DbResult = ApiData<'getRequestDb'>;

/** Private views: the answer with its hits replaced (one stable function per kind, so the query memoizes it). */
const PRIVATE: Record<PrivateRatioKind, (data: DbResult) => DbResult> = {
  request: (data) => withPrivateHits(data, 'request'),
  flow: (data) => withPrivateHits(data, 'flow'),
};

function withPrivateHits(data: DbResult, kind: PrivateRatioKind): DbResult {
  const curve = privateHitCurve(data.curve, kind, window.localStorage);
  const [hit, miss] = hitMissPie(curve).map((slice) => slice.value);
  const all = (hit ?? 0) + (miss ?? 0);
  return {
    curve,
    pie: [
      { name: 'HIT', value: hit ?? 0, percent: hitPercent(hit ?? 0, all) },
      { name: 'MISS', value: miss ?? 0, percent: missPercent(hit ?? 0, all) },
    ],
  };
}

interface Props {
  call: DbCall;
  filter: AnalysisFilter;
  title: string;
  kind: Quantity;
  privateRatios?: PrivateRatioKind;
}

export function DbCurvePanel({ call, filter, title, kind, privateRatios }: Props) {
  const { t } = useLingui();
  const query = useQuery({ ...dbQuery(call, filter), select: privateRatios ? PRIVATE[privateRatios] : undefined });
  const name = `${call}-${filter.startTime.slice(0, 10)}`;
  const label = (slice: string) =>
    slice === 'HIT' ? t`Hits` : slice === 'MISS' ? t`Misses` : slice === 'other' ? t`Other` : slice;
  // Hits and misses keep the colours of their curves (the second and the third); the other slice takes the
  // fifth, which no curve has.
  const color = (slice: string) => ({ HIT: 1, MISS: 2, other: 4 })[slice];
  return (
    <Stack gap="3" data-testid={`db-${call}`}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <QueryFrame query={query}>
        {(data) => {
          const whole = data.pie.reduce((sum, slice) => sum + slice.value, 0);
          const rows = data.pie.map((slice) => ({
            name: label(slice.name),
            color: color(slice.name),
            count: slice.value,
            percent: percentOf(slice.value, whole),
          }));
          const series = toSeries(data.curve, ['request', 'hit', 'miss', 'status'], { time: 'recordTime' });
          return (
            <Stack gap="4">
              <TimeSeriesChart
                ariaLabel={title}
                csvFileName={`${name}.csv`}
                series={[
                  { label: kind === 'traffic' ? t`Traffic` : t`Requests`, kind, points: series.request },
                  { label: t`Hits`, kind, points: series.hit },
                  { label: t`Misses`, kind, points: series.miss },
                  ...(kind === 'count' ? [{ label: t`Error statuses`, kind, points: series.status }] : []),
                ]}
              />
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                <DistributionChart
                  ariaLabel={`${title}: ${t`share`}`}
                  kind={kind}
                  entries={rows.map((row) => ({ label: row.name, value: row.count, color: row.color }))}
                  csvFileName={`${name}-share-chart.csv`}
                />
                <ShareTable
                  label={`${title}: ${t`share`}`}
                  nameLabel={t`Name`}
                  rows={rows}
                  kind={kind}
                  csvFileName={`${name}-share.csv`}
                />
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryFrame>
    </Stack>
  );
}
