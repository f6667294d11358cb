// One distribution of the user-distribution view (ISPs, provinces, continents or countries): its pie
// (top 9 + 'Other') beside its table.
import { SimpleGrid } from '@chakra-ui/react';
import { DistributionChart } from '@/components/charts/DistributionChart';
import type { Quantity } from '@/lib/units';
import { ShareTable, type ShareRow } from './ShareTable';

interface Props {
  title: string;
  nameLabel: string;
  rows: readonly ShareRow[];
  kind: Quantity;
  fileName: string;
}

export function DistributionPanel({ title, nameLabel, rows, kind, fileName }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <DistributionChart
        ariaLabel={title}
        kind={kind}
        entries={rows.map((row) => ({ label: row.name, value: row.count }))}
        csvFileName={`${fileName}-chart.csv`}
      />
      <ShareTable label={title} nameLabel={nameLabel} rows={rows} kind={kind} csvFileName={`${fileName}.csv`} />
    </SimpleGrid>
  );
}
