// /cdn/prefetchTask: prefetch tasks, filtered by days, URL and status in the URL, paged by the server.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { prefetchTasksQuery } from '../api/purge-queries';
import { usePrefetchTaskColumns } from '../components/prefetch-task-columns';
import { TaskFilters } from '../components/TaskFilters';
import { TaskList } from '../components/TaskList';
import { toTaskPage } from '../rules/tasks';
import { PREFETCH_STATUSES } from '../search';

const route = getRouteApi('/_app/cdn/prefetchTask');

export function PrefetchTasksPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const query = useQuery({ ...prefetchTasksQuery(user, search), select: toTaskPage });
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Prefetch tasks`}</Heading>
      <TaskFilters
        values={search}
        statuses={PREFETCH_STATUSES}
        onSearch={list.setFilters}
        onReset={() => list.reset()}
      />
      <TaskList
        label={t`Prefetch tasks`}
        columns={usePrefetchTaskColumns()}
        query={query}
        rowId={(task) => task.taskId}
        page={search.page}
        pageSize={search.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </Stack>
  );
}
