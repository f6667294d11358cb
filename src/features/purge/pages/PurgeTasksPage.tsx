// /cdn/newsearchTask: purge tasks, filtered by days, URL, status and kind in the URL, paged by the server.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { purgeTasksQuery } from '../api/purge-queries';
import { usePurgeTaskColumns } from '../components/purge-task-columns';
import { TaskFilters } from '../components/TaskFilters';
import { TaskList } from '../components/TaskList';
import { PURGE_STATUSES } from '../search';

const route = getRouteApi('/_app/cdn/newsearchTask');

export function PurgeTasksPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const query = useQuery(purgeTasksQuery(user, search));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Purge tasks`}</Heading>
      <TaskFilters
        values={search}
        statuses={PURGE_STATUSES}
        withType
        onSearch={list.setFilters}
        onReset={() => list.reset()}
      />
      <TaskList
        label={t`Purge tasks`}
        columns={usePurgeTaskColumns()}
        query={query}
        rowId={(task) => task.id}
        page={search.page}
        pageSize={search.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </Stack>
  );
}
