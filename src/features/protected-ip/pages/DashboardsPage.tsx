// /ipP/dashboards: ingress and egress bandwidth and flow of the chosen account, protected IPs and period,
// the flow per area (top 9 + 'Other') and the alarm history. A failed chart call shows its message with a
// retry and leaves the filters and the alarm history usable.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '@/api/session';
import { ErrorAlert } from '@/components/ErrorAlert';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { statisticsQuery, statisticTargetsQuery } from '../api/protected-ip-queries';
import { AlarmHistory } from '../components/AlarmHistory';
import { DashboardFilters } from '../components/DashboardFilters';
import { StatisticCharts } from '../components/StatisticCharts';
import { dashboardAccount, dashboardQuery } from '../dashboard-first-reads';
import { chartableAccounts } from '../rules/statistics';

const route = getRouteApi('/_app/ipP/dashboards');

export function DashboardsPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const account = dashboardAccount(user, search);
  // The range ends at the last 5-minute boundary before the moment the filters were chosen.
  const query = useMemo(() => dashboardQuery(search, account), [search, account]);
  const targets = useQuery(statisticTargetsQuery(account));
  const statistics = useQuery(statisticsQuery(query));
  const single = search.ids.length === 1 ? targets.data?.find((e) => String(e.id) === search.ids[0]) : undefined;

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`IP dashboards`}</Heading>
      <DashboardFilters
        accounts={chartableAccounts(user.account, user.account_all)}
        account={account}
        targets={targets.data ?? []}
        search={search}
        onChange={list.setFilters}
      />
      {targets.isError && <ErrorAlert error={targets.error} onRetry={() => void targets.refetch()} />}
      <QueryFrame query={statistics} loadingHeight="72">
        {(data) => <StatisticCharts data={data} day={query.startTime.slice(0, 10)} />}
      </QueryFrame>
      <AlarmHistory
        query={query}
        page={search.page}
        sourceIp={single?.sourceIp}
        // With one protected IP picked, the history waits for its address rather than asking twice.
        ready={search.ids.length !== 1 || !targets.isPending}
        onPageChange={list.setPage}
      />
    </Stack>
  );
}
