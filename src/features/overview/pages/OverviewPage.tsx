// /cdn/newoverview, the superadmin's landing screen: traffic of the chosen accounts, domains and period, in
// figures and curves, beside the previous period. A failed call shows its message ('An unknown error' when
// the server gives none) with a retry, and leaves the filters usable.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { CertificatesAtRisk } from '@/components/certificate-risk/CertificatesAtRisk';
import { useListSearch } from '@/components/list/use-list-search';
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

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Overview`}</Heading>
      <OverviewFilters user={user} search={search} onChange={setFilters} />
      <QueryFrame query={current} loadingHeight="72">
        {(data) => (
          <>
            <TrafficCards current={data} previous={previous.data} />
            <TrafficCharts queries={queries} current={data} previous={previous.data} />
          </>
        )}
      </QueryFrame>
      {/* Under the charts, once they hold their place: the card then loads when scrolled near, not because it
          was near the top while the skeleton stood in for them. */}
      {canCall(user, 'listCertificatesByAccount') && !current.isPending && <CertificatesAtRisk user={user} />}
    </Stack>
  );
}
