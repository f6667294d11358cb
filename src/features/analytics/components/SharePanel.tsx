// One share of an analysis view under its own heading: a pie (or ranked bars) beside its table, framed by its
// read so that a failed or empty answer shows in the panel's place and the rest of the view stays.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DistributionVariant } from '@/components/charts/distribution-config';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { QueryFrame, type QueryFrameProps } from '@/components/query/QueryFrame';
import { ShareTable, type ShareRow } from './ShareTable';

interface Props<T> {
  testId: string;
  title: string;
  query: QueryFrameProps<T>['query'];
  rows(data: T): ShareRow[];
  variant?: DistributionVariant;
  csvName: string;
}

export function SharePanel<T>({ testId, title, query, rows, variant, csvName }: Props<T>) {
  const { t } = useLingui();
  return (
    <Stack gap="3" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <QueryFrame query={query} isEmpty={(data) => rows(data).every((row) => row.count === 0)} empty={t`No data`}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <DistributionChart
              ariaLabel={title}
              kind="count"
              variant={variant}
              entries={rows(data).map((row) => ({ label: row.name, value: row.count }))}
              csvFileName={`${csvName}-chart.csv`}
            />
            <ShareTable
              label={title}
              nameLabel={t`Name`}
              rows={rows(data)}
              kind="count"
              csvFileName={`${csvName}.csv`}
            />
          </SimpleGrid>
        )}
      </QueryFrame>
    </Stack>
  );
}
