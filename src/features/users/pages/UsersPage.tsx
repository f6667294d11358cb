// /page/user: the users of the account. The name searched for and the page live in the URL; the list
// follows each write's answer (000 §4). Operations are offered by the permission of the call they make.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { FilterBar } from '@/components/list/FilterBar';
import { Pager } from '@/components/list/Pager';
import { TextFilter } from '@/components/list/TextFilter';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useEnableUser } from '../api/user-enable';
import { usersQuery } from '../api/user-queries';
import { useUserColumns } from '../components/user-columns';
import type { SelfUser } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const UserFormDialog = lazyNamed(() => import('../components/UserFormDialog'), 'UserFormDialog');
const UserDeleteConfirmation = lazyNamed(
  () => import('../components/UserDeleteConfirmation'),
  'UserDeleteConfirmation',
);

const route = getRouteApi('/_app/page/user');
const PAGE_SIZE = 10;

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; row: SelfUser };

export function UsersPage({ user, screens }: { user: SessionUser; screens: readonly Screen[] }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const userList = useQuery(usersQuery(user.account, search.name));
  const { data } = userList;
  const users = data ?? [];
  const shown = pageOfRows(users, search.page, PAGE_SIZE);
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const enable = useEnableUser();
  const operable = canCall(user, 'updateSelfUser');

  const columns = useUserColumns(
    {
      edit: operable ? (row) => openDialog({ kind: 'edit', row }) : undefined,
      toggle: canCall(user, 'enableSelfUser')
        ? (row) => enable.mutate({ body: { uid: row.uid, enabled: !row.enabled } })
        : undefined,
      remove: canCall(user, 'deleteSelfUser') ? (row) => openDialog({ kind: 'delete', row }) : undefined,
    },
    user.username,
  );

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Users`}</Heading>
      <FilterBar
        values={{ name: search.name ?? '' }}
        onSearch={(draft) => list.setFilters({ name: draft.name.trim() || undefined })}
        onReset={() => list.reset()}
        actions={
          canCall(user, 'createSelfUser') && (
            <Button size="sm" colorPalette="green" onClick={() => openDialog({ kind: 'create' })}>
              {t`New user`}
            </Button>
          )
        }
      >
        {(draft, update) => <TextFilter label={t`Username`} value={draft.name} onChange={(name) => update({ name })} />}
      </FilterBar>
      <QueryFrame query={userList}>
        {() => (
          <>
            <DataTable
              label={t`Users`}
              columns={columns}
              rows={shown.rows}
              rowId={(row) => row.uid}
              rowTestId={(row) => `user-${row.uid}`}
              empty={t`No users`}
              csvFileName="users.csv"
              exportRows={users}
            />
            <Pager total={shown.total} pageSize={PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <UserFormDialog
            user={user}
            screens={screens}
            takenUsernames={users.map((u) => u.username)}
            editing={dialog.kind === 'edit' ? dialog.row : undefined}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && <UserDeleteConfirmation row={dialog.row} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
