// /cdn/overviewHost: how many hosts the customers have, and their virtual and dedicated servers side by
// side (each list windowed). A search text (in the URL) searches both by full text.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { fulltextQuery, hostCountQuery, serverHostsQuery, vpsHostsQuery } from '../api/host-queries';
import { HostCountCards } from '../components/HostCountCards';
import { useHostColumns } from '../components/host-columns';
import { ofKind } from '../rules/host-list';
import type { HostItem } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const RenameHostDialog = lazyNamed(() => import('../components/RenameHostDialog'), 'RenameHostDialog');

const route = getRouteApi('/_app/cdn/overviewHost');

export function HostOverviewPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { q } = list.search;
  const count = useQuery(hostCountQuery(user));
  const vps = useQuery({ ...vpsHostsQuery(user), enabled: !q });
  const servers = useQuery({ ...serverHostsQuery(user), enabled: !q });
  const found = useQuery({ ...fulltextQuery(user, q ?? ''), enabled: Boolean(q) });
  const renaming = useDialogState<HostItem>();
  const columns = useHostColumns(canCall(user, 'renameHost') ? renaming.open : undefined);
  const lists = q
    ? [
        { title: t`Virtual servers`, query: found, kind: 'vps' as const },
        { title: t`Dedicated servers`, query: found, kind: 'server' as const },
      ]
    : [
        { title: t`Virtual servers`, query: vps, kind: 'vps' as const },
        { title: t`Dedicated servers`, query: servers, kind: 'server' as const },
      ];

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Host overview`}</Heading>
      <QueryFrame query={count} loadingHeight="24">
        {(data) => <HostCountCards count={data} />}
      </QueryFrame>
      <FilterBar
        values={{ q: q ?? '' }}
        onSearch={(draft) => list.setFilters({ q: draft.q.trim() || undefined })}
        onReset={() => list.reset()}
      >
        {(draft, update) => (
          <TextFilter label={t`Search hosts`} value={draft.q} onChange={(next) => update({ q: next })} />
        )}
      </FilterBar>
      {lists.map(({ title, query, kind }) => (
        <Stack key={title} gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <QueryFrame query={query}>
            {(hosts) => (
              <DataTable
                label={title}
                columns={columns}
                rows={ofKind(hosts, kind)}
                rowId={(host) => String(host.id)}
                rowTestId={(host) => `host-${host.id}`}
                empty={t`No hosts`}
              />
            )}
          </QueryFrame>
        </Stack>
      ))}
      <Suspense>{renaming.target && <RenameHostDialog host={renaming.target} onClose={renaming.close} />}</Suspense>
    </Stack>
  );
}
