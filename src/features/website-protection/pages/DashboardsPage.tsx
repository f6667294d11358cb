// /dcdn/dashboards: traffic, bandwidth and request counts of the protected sites for a period. Sites, range
// and the side menu's open/closed flag live in the URL. A refusal (text in `data`) shows with a retry.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '@/api/session';
import { OptionsReadFailure } from '@/components/query/options-read';
import { QueryFrame } from '@/components/query/QueryFrame';
import { useListSearch } from '@/components/list/use-list-search';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import { statisticsQuery, websitesQuery } from '../api/website-queries';
import { DashboardCharts } from '../components/DashboardCharts';
import { SiteMenu } from '../components/SiteMenu';
import { statisticQuery } from '../rules/dashboard-series';
import { momentOf } from '@/components/list/moment';

const route = getRouteApi('/_app/dcdn/dashboards');

export function DashboardsPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { search, setFilters } = useListSearch(route);
  const websites = useQuery(websitesQuery());
  const body = useMemo(() => statisticQuery(search, user.account, momentOf(search)), [search, user.account]);
  const statistics = useQuery(statisticsQuery(body));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Dashboards`}</Heading>
      {/* On a phone the site menu sits above the charts rather than beside them. */}
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }} gap="4">
        <SiteMenu
          open={search.menu}
          websites={websites.data ?? []}
          picked={search.sites}
          onToggle={(menu) => setFilters({ menu })}
          onPick={(sites) => setFilters({ sites })}
        />
        <Stack gap="4" flex="1" minW="0">
          {/* The sites are the menu's choices: their failure shows beside the filters, and the charts of every
              site still draw. */}
          <OptionsReadFailure reads={[websites]} />
          <TimeRangePicker value={search} onChange={setFilters} withGranularity />
          <QueryFrame query={statistics} loadingHeight="72">
            {(data) => <DashboardCharts data={data} day={body.startTime.slice(0, 10)} />}
          </QueryFrame>
        </Stack>
      </Stack>
    </Stack>
  );
}
