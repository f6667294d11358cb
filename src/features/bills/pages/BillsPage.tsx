// /page/bill: the bills of a month range (in the URL): totals, a monthly chart of amount and actual payment
// beside the monthly table, and the detail of one month (the newest unless one is chosen), paged by the server.
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import type { SessionUser } from '@/api/session';
import { QueryFrame } from '@/components/query/QueryFrame';
import { Pager } from '@/components/list/Pager';
import { useListSearch } from '@/components/list/use-list-search';
import { DataTable } from '@/components/table/DataTable';
import { billDetailQuery, billOverviewQuery, billSumQuery } from '../api/bill-queries';
import { BillSumCards } from '../components/BillSumCards';
import { useDetailColumns, useMonthColumns } from '../components/bill-columns';
import { MonthRangeFilter } from '../components/MonthRangeFilter';
import { BILL_PAGE_SIZE, billRange, detailMonth } from '../first-reads';
import { monthlyBars } from '../rules/chart-data';

// chart.js loads with the chart, not with the page's first paint.
const BillChart = lazyNamed(() => import('../components/BillChart'), 'BillChart');

const route = getRouteApi('/_app/page/bill');

export function BillsPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  // Counted from when the search was made (the moment its loader used), not from each render.
  const range = useMemo(() => billRange(search), [search]);
  const month = detailMonth(search, range);
  const overview = useQuery(billOverviewQuery(user.account, range));
  const sum = useQuery(billSumQuery(user.account, range));
  const detail = useQuery(billDetailQuery(user.account, month, search.page));
  const monthColumns = useMonthColumns((chosen) => list.setFilters({ month: chosen }));
  const detailColumns = useDetailColumns();
  const rows = overview.data ?? [];

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Bills`}</Heading>
      <MonthRangeFilter
        values={range}
        onSearch={(next) => list.setFilters({ ...next, month: undefined })}
        onReset={() => list.reset()}
      />
      <QueryFrame query={sum} loadingHeight="24">
        {(data) => <BillSumCards sum={data} />}
      </QueryFrame>
      <QueryFrame query={overview}>
        {() => (
          // Side by side, the months keep their whole width (their dates were cut in English at 1280 px) and
          // the chart takes the rest; below xl the chart would be too narrow beside them, so they stack.
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) auto' }} gap="4" alignItems="start">
            {/* The chart's cell is there before chart.js has loaded: the months do not move when it arrives. */}
            <Box minW="0">
              <Suspense>
                <BillChart bars={monthlyBars(rows, range)} />
              </Suspense>
            </Box>
            <DataTable
              label={t`Bills by month`}
              columns={monthColumns}
              rows={rows}
              rowId={(row) => row.month}
              rowTestId={(row) => `bill-month-${row.month}`}
              empty={t`No bills in this range`}
              csvFileName={`bills-${range.start}-${range.end}.csv`}
            />
          </Grid>
        )}
      </QueryFrame>
      <Heading as="h2" size="md">{t`Bill detail of ${month}`}</Heading>
      <QueryFrame query={detail}>
        {(data) => (
          <>
            <DataTable
              label={t`Bill detail of ${month}`}
              columns={detailColumns}
              rows={data.list}
              rowId={(row) => row.id}
              rowTestId={(row) => `bill-${row.id}`}
              empty={t`No bill lines`}
              csvFileName={`bill-${month}.csv`}
            />
            <Pager total={data.total} pageSize={BILL_PAGE_SIZE} page={search.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
