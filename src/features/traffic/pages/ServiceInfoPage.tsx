// /cdn/newserviceinfo: the traffic of the chosen business type, accounts, domains, providers and period, in
// figures, curves (with how the 95th percentile is reached) and a table of each day's peak. A failed call
// shows its message ('An unknown error' when the server gives none) with a retry; the filters stay usable.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '@/api/session';
import { QueryFrame } from '@/components/query/QueryFrame';
import { useListSearch } from '@/components/list/use-list-search';
import { serviceInfoQueryFor, serviceInfoTrafficQuery } from '../api/traffic-queries';
import { DailyPeaksTable } from '../components/DailyPeaksTable';
import { ServiceInfoCharts } from '../components/ServiceInfoCharts';
import { ServiceInfoFigures } from '../components/ServiceInfoFigures';
import { ServiceInfoFilters } from '../components/ServiceInfoFilters';
import { momentOf } from '@/components/list/moment';

const route = getRouteApi('/_app/cdn/newserviceinfo');

export function ServiceInfoPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { search, setFilters } = useListSearch(route);
  // The range ends at the last 5-minute boundary before the moment the filters were chosen.
  const query = useMemo(() => serviceInfoQueryFor(user, search, momentOf(search)), [user, search]);
  const traffic = useQuery(serviceInfoTrafficQuery(query));
  const day = query.startTime.slice(0, 10);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Service info`}</Heading>
      <ServiceInfoFilters user={user} search={search} onChange={setFilters} />
      <QueryFrame query={traffic} loadingHeight="72">
        {(data) => (
          <>
            <ServiceInfoFigures traffic={data} />
            <ServiceInfoCharts traffic={data} day={day} />
            <DailyPeaksTable points={data.bandAndFlowList} day={day} />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
