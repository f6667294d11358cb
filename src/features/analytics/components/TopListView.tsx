// URL top, client agents and referers: the ranked entries as bars (top 9 + 'Other') beside their table.
import { SimpleGrid } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { formatValue, type Quantity } from '@/lib/units';
import { ShareTable, type ShareRow } from './ShareTable';

interface Props {
  title: string;
  totalLabel: string;
  nameLabel: string;
  total: number;
  rows: readonly ShareRow[];
  kind: Quantity;
  fileName: string;
}

export function TopListView({ title, totalLabel, nameLabel, total, rows, kind, fileName }: Props) {
  return (
    <>
      <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="analysis-total">
        <Stat.Label>{totalLabel}</Stat.Label>
        <Stat.ValueText>{formatValue(total, kind)}</Stat.ValueText>
      </Stat.Root>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <DistributionChart
          ariaLabel={title}
          variant="bar"
          kind={kind}
          entries={rows.map((row) => ({ label: row.name, value: row.count }))}
          csvFileName={`${fileName}-chart.csv`}
        />
        <ShareTable label={title} nameLabel={nameLabel} rows={rows} kind={kind} csvFileName={`${fileName}.csv`} />
      </SimpleGrid>
    </>
  );
}
