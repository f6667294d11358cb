// /ipP/ipset: the IP protection entries with their status, the actions each status allows, and the form to
// add or edit one. Filters and page live in the URL; entries in a transient status refresh by themselves.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { Pager } from '@/components/list/Pager';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useCheckEntryConfig, useEnableEntry } from '../api/entry-row-writes';
import { entryListQuery } from '../api/entry-queries';
import { useEntryColumns, type EntryHandlers } from '../components/entry-columns';
import { EntryFilters } from '../components/EntryFilters';
import { filterEntries } from '../rules/entry-filter';
import type { ProtectedIpEntry } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const EntryFormDialog = lazyNamed(() => import('../components/EntryFormDialog'), 'EntryFormDialog');
const EntryConfirmDialog = lazyNamed(() => import('../components/EntryConfirmDialog'), 'EntryConfirmDialog');
const PortErrorsDialog = lazyNamed(() => import('../components/PortErrorsDialog'), 'PortErrorsDialog');

const route = getRouteApi('/_app/ipP/ipset');

export const ENTRY_PAGE_SIZE = 10;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'disable' | 'portErrors'; entry: ProtectedIpEntry };

export function IpsetPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const navigate = route.useNavigate();
  const entries = useQuery(entryListQuery());
  const { data } = entries;
  const filtered = filterEntries(data ?? [], search);
  const shown = pageOfRows(filtered, search.page, ENTRY_PAGE_SIZE);
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const enable = useEnableEntry();
  const check = useCheckEntryConfig();

  // Each action is offered with the permission of the call it makes (the contract's x-permission).
  const may = canCall.bind(null, user);
  const handlers: EntryHandlers = {
    dashboard: (entry) => void navigate({ to: '/ipP/dashboards', search: { ids: [String(entry.id)] } }),
    edit: may('updateProtectedIp') ? (entry) => openDialog({ kind: 'edit', entry }) : undefined,
    delete: may('deleteProtectedIp') ? (entry) => openDialog({ kind: 'delete', entry }) : undefined,
    disable: may('disableProtectedIp') ? (entry) => openDialog({ kind: 'disable', entry }) : undefined,
    enable: may('enableProtectedIp') ? (entry) => enable.mutate({ body: { id: entry.id } }) : undefined,
    checkConfig: may('checkProtectedIpConfig') ? (entry) => check.mutate({ body: { id: entry.id } }) : undefined,
    portErrors: may('getProtectedIpPortErrors') ? (entry) => openDialog({ kind: 'portErrors', entry }) : undefined,
  };
  const columns = useEntryColumns(handlers);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`IP protection`}</Heading>
      <EntryFilters
        values={search}
        onSearch={list.setFilters}
        onReset={() => list.reset()}
        onAdd={may('createProtectedIp') ? () => openDialog({ kind: 'add' }) : undefined}
      />
      <QueryFrame query={entries}>
        {() => (
          <>
            <DataTable
              label={t`IP protection entries`}
              columns={columns}
              rows={shown.rows}
              rowId={(entry) => String(entry.id)}
              rowTestId={(entry) => `entry-${entry.id}`}
              empty={t`No IP protection entries`}
              csvFileName="ip-protection.csv"
              exportRows={filtered}
            />
            <Pager total={shown.total} pageSize={ENTRY_PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <EntryFormDialog
            editing={dialog.kind === 'edit' ? dialog.entry : undefined}
            onClose={close}
            onSaved={() => {
              close();
              // After a create or update the user is on the list (002 §2.1), from its first page.
              void navigate({ to: '/ipP/ipset', search: {} });
            }}
          />
        )}
        {(dialog?.kind === 'delete' || dialog?.kind === 'disable') && (
          <EntryConfirmDialog kind={dialog.kind} entry={dialog.entry} onClose={close} />
        )}
        {dialog?.kind === 'portErrors' && <PortErrorsDialog entry={dialog.entry} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
