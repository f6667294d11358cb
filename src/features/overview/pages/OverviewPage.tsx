// /cdn/newoverview, the superadmin's landing screen: traffic of the chosen accounts, domains and period, in
// figures and curves, beside the previous period. A failed call shows its message ('An unknown error' when
// the server gives none) with a retry, and leaves the filters usable.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { ErrorAlert } from '@/components/ErrorAlert';
import { CertificatesAtRisk } from '@/components/certificate-risk/CertificatesAtRisk';
import { useListSearch } from '@/components/list/use-list-search';
import { queryAccounts } from '@/components/pickers/traffic-scope';
import { QueryFrame } from '@/components/query/QueryFrame';
import { overviewQueriesFor, previousTrafficQuery, trafficQuery } from '../api/overview-queries';
import { OverviewFilters } from '../components/OverviewFilters';
import { TrafficCards } from '../components/TrafficCards';
import { TrafficCharts } from '../components/TrafficCharts';
import { momentOf } from '@/components/list/moment';

const route = getRouteApi('/_app/cdn/newoverview');

export function OverviewPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { search, setFilters } = useListSearch(route);
  // The range ends at the last 5-minute boundary before the moment the filters were chosen.
  const queries = useMemo(() => overviewQueriesFor(user, search, momentOf(search)), [user, search]);
  const current = useQuery(trafficQuery(queries.current));
  const previous = useQuery(previousTrafficQuery(queries.previous));
  // The certificates at risk go under the charts once the charts first hold their place, and stay there while
  // another period loads. Before, the card stood right under the skeleton and counted as near the visible area
  // (it loads its list when it comes near).
  const [chartsPlaced, setChartsPlaced] = useState(false);
  if (!chartsPlaced && !current.isPending) setChartsPlaced(true);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Overview`}</Heading>
      <OverviewFilters user={user} search={search} onChange={setFilters} />
      <QueryFrame query={current} loadingHeight="72">
        {(data) => (
          <>
            {/* Without the previous period the cards and charts draw no comparison: it says so, with Try again. */}
            {previous.isError && (
              <ErrorAlert
                error={previous.error}
                title={t`The comparison with the previous period could not be loaded`}
                onRetry={() => void previous.refetch()}
              />
            )}
            <TrafficCards current={data} previous={previous.data} />
            <TrafficCharts queries={queries} current={data} previous={previous.data} />
          </>
        )}
      </QueryFrame>
      {canCall(user, 'listCertificatesByAccount') && chartsPlaced && (
        <CertificatesAtRisk user={user} accounts={queryAccounts(user, search.accounts)} />
      )}
    </Stack>
  );
}
