// /CMonit/alertHistory: the notifications sent (paged on the server) and the alarms raised, for the customer
// account of the session user info. Tab, search, page and page size live in the URL.
import { Heading, Stack } from '@chakra-ui/react';
import { Tabs } from '@/components/ui/tabs';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { AlarmRecords } from '../components/AlarmRecords';
import { HistoryFilters } from '../components/HistoryFilters';
import { NotificationHistory } from '../components/NotificationHistory';
import { historyRequests } from '../history-first-reads';

const route = getRouteApi('/_app/CMonit/alertHistory');

export function AlertHistoryPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  // "The last 7 days" is counted from when the search was made (the moment its loader used), not from each render.
  const requests = useMemo(() => historyRequests(search, user.account), [search, user.account]);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Alert history`}</Heading>
      <HistoryFilters values={search} onSearch={list.setFilters} onReset={() => list.reset({ tab: search.tab })} />
      <Tabs.Root
        value={search.tab}
        onValueChange={(e) => list.setFilters({ tab: e.value as typeof search.tab })}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="notifications">{t`Notifications`}</Tabs.Trigger>
          <Tabs.Trigger value="alarms">{t`Alarm records`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="notifications">
          <NotificationHistory request={requests.history} onPage={list.setPage} onPageSize={list.setPageSize} />
        </Tabs.Content>
        <Tabs.Content value="alarms">
          <AlarmRecords request={requests.records} ruleName={search.ruleName} domain={search.domain} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
