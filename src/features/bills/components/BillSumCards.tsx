// The range's totals: months billed, amount and actual payment (the bill sum call).
import { HStack, Skeleton } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';
import { formatMoney } from '../rules/chart-data';

export function BillSumCards({ sum }: { sum: ApiData<'getBillSum'> | undefined }) {
  const { t, i18n } = useLingui();
  const figures = [
    { label: t`Months billed`, value: sum?.count === undefined ? '-' : String(sum.count) },
    { label: t`Amount (CNY)`, value: sum ? formatMoney(sum.amount, i18n.locale) : '' },
    { label: t`Actual payment (CNY)`, value: sum ? formatMoney(sum.actualPayment, i18n.locale) : '' },
  ];
  return (
    <HStack gap="4" wrap="wrap" data-testid="bill-sum">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" rounded="md" p="3" minW="48" flex="1">
          <Stat.Label>{figure.label}</Stat.Label>
          {sum ? <Stat.ValueText>{figure.value}</Stat.ValueText> : <Skeleton height="6" />}
        </Stat.Root>
      ))}
    </HStack>
  );
}
