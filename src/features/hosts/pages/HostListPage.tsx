// /cdn/cloudHostList and /cdn/specialHostList: one host type each (virtual servers 'vps', dedicated servers
// any other type), kept apart even when a search answers both. Filters live in the URL; the list can run to
// thousands of rows, which the table windows past a few pages (DataTable).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { hostListQuery } from '../api/host-queries';
import { HostFilters } from '../components/HostFilters';
import { useHostColumns } from '../components/host-columns';
import { ofCustom, ofKind } from '../rules/host-list';
import type { HostListSearch } from '../search';
import type { HostItem, HostKind } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const RenameHostDialog = lazyNamed(() => import('../components/RenameHostDialog'), 'RenameHostDialog');

interface Props {
  user: SessionUser;
  kind: HostKind;
  route: { useSearch: () => HostListSearch };
}

export function HostListPage({ user, kind, route }: Props) {
  const { t } = useLingui();
  // No paging here (a long list is windowed); the hook's list params are declared for its type only.
  const list = useListSearch<HostListSearch & { page?: number }>(route);
  const { search } = list;
  const query = useQuery(hostListQuery(user, kind, search));
  const renaming = useDialogState<HostItem>();
  const columns = useHostColumns(canCall(user, 'renameHost') ? renaming.open : undefined);
  const title = kind === 'vps' ? t`Cloud hosts` : t`Dedicated servers`;

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <HostFilters
        values={{ area: search.area ?? '', custom: search.custom ?? '', q: search.q ?? '' }}
        onSearch={(draft) =>
          list.setFilters({
            area: draft.area || undefined,
            custom: draft.custom || undefined,
            q: draft.q.trim() || undefined,
          })
        }
        onReset={() => list.reset()}
      />
      <QueryFrame query={query}>
        {(data) => {
          const hosts = ofCustom(ofKind(data, kind), search.custom);
          return (
            <>
              <Text
                fontSize="sm"
                color="fg.muted"
              >{t`${plural(hosts.length, { one: '# host', other: '# hosts' })}`}</Text>
              <DataTable
                label={title}
                columns={columns}
                rows={hosts}
                rowId={(host) => String(host.id)}
                rowTestId={(host) => `host-${host.id}`}
                empty={t`No hosts`}
                csvFileName={kind === 'vps' ? 'cloud-hosts.csv' : 'dedicated-servers.csv'}
              />
            </>
          );
        }}
      </QueryFrame>
      <Suspense>{renaming.target && <RenameHostDialog host={renaming.target} onClose={renaming.close} />}</Suspense>
    </Stack>
  );
}
