// Log analysis (000 §7): seven views over one filter, each shown only to a user holding its sub-permission
// (002 §6); the first view held is the default view. With no domain picked, every domain of the account is
// searched, so the screen has something to show on first opening.
import { Alert, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { analysisInitQuery } from '../api/analytics-queries';
import { LogAnalysisFilters } from '../components/LogAnalysisFilters';
import { LogViews } from '../components/LogViews';
import { logQuery } from '../rules/log-query';
import { activeLogView, heldLogViews } from '../rules/log-views';
import type { LogAnalysisSearch } from '../search';

interface Props {
  user: SessionUser;
  route: { useSearch: () => LogAnalysisSearch };
}

function Notice({ text, testId }: { text: string; testId: string }) {
  return (
    <Alert.Root status="warning" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export function LogAnalysisPage({ user, route }: Props) {
  const { t } = useLingui();
  const { search, setFilters } = useListSearch(route);
  const held = useMemo(() => heldLogViews(user), [user]);
  // A user holding only some views (portal:analysis:view:hit…) still needs the domain list they search.
  const options = useQuery({
    ...analysisInitQuery(user.account),
    enabled: held.length > 0 || canCall(user, 'getAnalysisInitOptions'),
  });
  const view = activeLogView(held, search.view);
  const accountDomains = options.data?.domain;
  // The range ends at the last 5-minute boundary before the moment the filters were chosen.
  const result = useMemo(
    () => logQuery(search, accountDomains ?? [], user.account, new Date()),
    [search, accountDomains, user.account],
  );
  const waitingForDomains = search.domains.length === 0 && options.isPending && options.fetchStatus !== 'idle';
  // All domains, and their list failed: the filters show the failure, not a call for domains the user cannot pick.
  const failedDomains = search.domains.length === 0 && options.isError;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t`Log analysis`}
      </Heading>
      <LogAnalysisFilters options={options} search={search} onChange={setFilters} />
      {view === undefined ? (
        <Notice testId="no-log-views" text={t`You do not hold any log analysis view.`} />
      ) : waitingForDomains ? (
        <Skeleton height="80" data-testid="analysis-loading" />
      ) : failedDomains ? null : result.ok ? (
        <LogViews held={held} view={view} query={result.query} />
      ) : (
        <Notice testId="domains-required" text={t`domains is required`} />
      )}
    </Stack>
  );
}
