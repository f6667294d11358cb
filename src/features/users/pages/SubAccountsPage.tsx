// /page/userAccount: the customer's sub-accounts (domain groups). Only a main customer account manages them;
// a change also reaches the session's account tree, so every account picker offers it at once.
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { messages } from '@/api/error-messages';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { FilterBar } from '@/components/list/FilterBar';
import { Pager } from '@/components/list/Pager';
import { TextFilter } from '@/components/list/TextFilter';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useDeleteDomainGroup } from '../api/domain-group-mutations';
import { domainGroupsQuery } from '../api/user-queries';
import { useDomainGroupColumns } from '../components/domain-group-columns';
import { isMainAccount } from '../rules/main-account';
import type { DomainGroup } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const DomainGroupFormDialog = lazyNamed(() => import('../components/DomainGroupFormDialog'), 'DomainGroupFormDialog');
const DeleteConfirmation = lazyNamed(() => import('@/components/DeleteConfirmation'), 'DeleteConfirmation');

const route = getRouteApi('/_app/page/userAccount');
const PAGE_SIZE = 10;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; row: DomainGroup };

const matches = (group: DomainGroup, text: string | undefined) =>
  !text || [group.identity, group.companyName].some((field) => field.toLowerCase().includes(text.toLowerCase()));

export function SubAccountsPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const main = isMainAccount(user);
  const list = useListSearch(route);
  const { search } = list;
  const groups = useQuery({ ...domainGroupsQuery(user.account), enabled: main });
  const all = groups.data ?? [];
  const shown = pageOfRows(
    all.filter((group) => matches(group, search.name)),
    search.page,
    PAGE_SIZE,
  );
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const remove = useDeleteDomainGroup();
  const columns = useDomainGroupColumns({
    edit: canCall(user, 'editDomainGroup') ? (row) => openDialog({ kind: 'edit', row }) : undefined,
    remove: canCall(user, 'deleteDomainGroup') ? (row) => openDialog({ kind: 'delete', row }) : undefined,
  });

  if (!main) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">{t`Sub-accounts`}</Heading>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{i18n._(messages.notMainAccount)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Sub-accounts`}</Heading>
      <FilterBar
        values={{ name: search.name ?? '' }}
        onSearch={(draft) => list.setFilters({ name: draft.name.trim() || undefined })}
        onReset={() => list.reset()}
        actions={
          canCall(user, 'addDomainGroup') && (
            <Button size="sm" colorPalette="green" onClick={() => openDialog({ kind: 'add' })}>
              {t`New sub-account`}
            </Button>
          )
        }
      >
        {(draft, update) => (
          <TextFilter label={t`Identifier or company`} value={draft.name} onChange={(name) => update({ name })} />
        )}
      </FilterBar>
      <QueryFrame query={groups}>
        {() => (
          <>
            <DataTable
              label={t`Sub-accounts`}
              columns={columns}
              rows={shown.rows}
              rowId={(row) => row.identity}
              rowTestId={(row) => `group-${row.identity}`}
              empty={t`No sub-accounts`}
              csvFileName="sub-accounts.csv"
              exportRows={all}
            />
            <Pager total={shown.total} pageSize={PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <DomainGroupFormDialog
            customer={user.account}
            existing={all.map((group) => group.identity)}
            editing={dialog.kind === 'edit' ? dialog.row : undefined}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteConfirmation
            title={t`Delete ${dialog.row.companyName}?`}
            pending={remove.isPending}
            onClose={close}
            onConfirm={() =>
              remove.mutate({ params: { query: { domainGroup: dialog.row.identity } } }, { onSuccess: close })
            }
          />
        )}
      </Suspense>
    </Stack>
  );
}
