// /cdn/newlog: the access-log files of the user's accounts, filtered by domain and days in the URL, paged by
// the server; a download goes to the file's link once the link answers 200.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { Pager } from '@/components/list/Pager';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { logFilesQuery } from '../api/log-queries';
import { useLogDownload } from '../api/useLogDownload';
import { useLogFileColumns } from '../components/log-file-columns';
import { LogFilters } from '../components/LogFilters';
import { LOG_PAGE_SIZES } from '../search';

const route = getRouteApi('/_app/cdn/newlog');

export function LogDownloadPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const query = useQuery(logFilesQuery(user, search));
  const { download, pendingId } = useLogDownload();
  const columns = useLogFileColumns((file) => void download(file), pendingId);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Log download`}</Heading>
      <LogFilters values={search} onSearch={list.setFilters} onReset={() => list.reset()} />
      <QueryFrame query={query}>
        {(data) => (
          <>
            <DataTable
              label={t`Log files`}
              columns={columns}
              rows={data.list}
              rowId={(file) => file.id}
              rowTestId={(file) => `log-${file.id}`}
              empty={t`No log files`}
            />
            <Pager
              total={data.total}
              page={search.page}
              pageSize={search.pageSize}
              onPageChange={list.setPage}
              pageSizes={LOG_PAGE_SIZES}
              onPageSizeChange={list.setPageSize}
            />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
