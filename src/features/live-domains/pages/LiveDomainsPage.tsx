// /cdn/liveDomain: the live-streaming domains the user may see (every one for the superadmin, otherwise those
// of the user's account, 000 §6). Without a filter the whole list pages in the browser; a search asks the
// server for one page of matches. Filters and page live in the URL.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import type { SessionUser } from '@/api/session';
import { Pager } from '@/components/list/Pager';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { LIVE_DOMAIN_PAGE_SIZE } from '../api/live-domain-queries';
import { LiveDomainFilters } from '../components/LiveDomainFilters';
import { useLiveDomainColumns } from '../components/live-domain-columns';
import { useLiveDomains } from '../useLiveDomains';

const route = getRouteApi('/_app/cdn/liveDomain');

export function LiveDomainsPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const result = useLiveDomains(user, search);
  const columns = useLiveDomainColumns();

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Live domains`}</Heading>
      <LiveDomainFilters values={search} onSearch={list.setFilters} onReset={() => list.reset()} />
      <QueryFrame query={result.query}>
        {() => (
          <>
            <DataTable
              label={t`Live domains`}
              columns={columns}
              rows={result.rows}
              rowId={(row) => row.domain}
              rowTestId={(row) => `live-domain-${row.domain}`}
              empty={t`No live domains`}
              csvFileName="live-domains.csv"
            />
            <Pager
              total={result.total}
              page={result.page}
              pageSize={LIVE_DOMAIN_PAGE_SIZE}
              onPageChange={list.setPage}
            />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
