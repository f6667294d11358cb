// The bill tables' columns (002 §3.8: month, amount, actual payment, date, host): the monthly overview and
// one month's detail.
import { Badge, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { components } from '@/api/generated/paths';
import { formatMoney, type BillMonth } from '../rules/chart-data';

export type BillItem = components['schemas']['BillItem'];

const money = (locale: string) => (value: number) => formatMoney(value, locale);

export function useMonthColumns(openMonth: (month: string) => void): ColumnDef<BillMonth>[] {
  const { t, i18n } = useLingui();
  const format = money(i18n.locale);
  return [
    {
      accessorKey: 'month',
      header: t`Month`,
      cell: (c) => (
        <Button size="xs" variant="plain" colorPalette="blue" px="0" onClick={() => openMonth(c.row.original.month)}>
          {c.row.original.month}
        </Button>
      ),
    },
    {
      accessorKey: 'amount',
      header: t`Amount (CNY)`,
      meta: { numeric: true },
      cell: (c) => format(c.row.original.amount),
    },
    {
      accessorKey: 'actualPayment',
      header: t`Actual payment (CNY)`,
      meta: { numeric: true },
      cell: (c) => format(c.row.original.actualPayment),
    },
    { accessorKey: 'date', header: t`Date`, cell: (c) => c.row.original.date ?? '-' },
  ];
}

export function useDetailColumns(): ColumnDef<BillItem>[] {
  const { t, i18n } = useLingui();
  const format = money(i18n.locale);
  return [
    { accessorKey: 'host', header: t`Host` },
    { accessorKey: 'month', header: t`Month` },
    {
      accessorKey: 'amount',
      header: t`Amount (CNY)`,
      meta: { numeric: true },
      cell: (c) => format(c.row.original.amount),
    },
    {
      accessorKey: 'actualPayment',
      header: t`Actual payment (CNY)`,
      meta: { numeric: true },
      cell: (c) => format(c.row.original.actualPayment),
    },
    { accessorKey: 'date', header: t`Date` },
    {
      id: 'status',
      header: t`Status`,
      accessorFn: (row) =>
        row.status === 'paid' ? t`Paid` : row.status === 'unpaid' ? t`Unpaid` : (row.status ?? '-'),
      cell: (c) => (
        <Badge colorPalette={c.row.original.status === 'paid' ? 'green' : 'orange'}>{String(c.getValue())}</Badge>
      ),
    },
  ];
}
