// /cdn/domain: the domain list (server-paged search), with the add wizard, settings, history and rollback,
// scheduling and delete as dialogs over the list, so the list and its filters stay where the user left them.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { Pager } from '@/components/list/Pager';
import { QueryFrame } from '@/components/query/QueryFrame';
import { useListSearch } from '@/components/list/use-list-search';
import { DataTable } from '@/components/table/DataTable';
import { domainSearchQuery, type DomainRow } from '../api/domain-queries';
import { useDomainColumns } from '../components/domain-columns';
import { DomainFilters } from '../components/DomainFilters';
import { useDialogState } from '@/components/use-dialog-state';

// The dialogs load when a user opens one: the wizard and its checks, the history with the rollback (its
// configuration diff and form rules), the scheduling and the delete confirmation with its write are no part of
// the list's first paint, and the dialog machinery, the form library and zod stay out of the screen's first files.
const DomainWizard = lazyNamed(() => import('../components/wizard/DomainWizard'), 'DomainWizard');
const HistoryDialog = lazyNamed(() => import('../components/HistoryDialog'), 'HistoryDialog');
const SchedulingDialog = lazyNamed(() => import('../components/SchedulingDialog'), 'SchedulingDialog');
const DomainDeleteConfirmation = lazyNamed(
  () => import('../components/DomainDeleteConfirmation'),
  'DomainDeleteConfirmation',
);

const route = getRouteApi('/_app/cdn/domain');

type Dialog = { kind: 'add' } | { kind: 'edit' | 'history' | 'scheduling' | 'delete'; row: DomainRow };

export function DomainListPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const domains = useQuery(domainSearchQuery(search));
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const columns = useDomainColumns({
    edit: canCall(user, 'updateDomain') ? (row) => openDialog({ kind: 'edit', row }) : undefined,
    history: canCall(user, 'listDomainHistoryVersions') ? (row) => openDialog({ kind: 'history', row }) : undefined,
    scheduling: (row) => openDialog({ kind: 'scheduling', row }),
    remove: canCall(user, 'deleteDomain') ? (row) => openDialog({ kind: 'delete', row }) : undefined,
  });

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Domains`}</Heading>
      <DomainFilters
        values={search}
        onSearch={list.setFilters}
        onReset={() => list.reset()}
        onAdd={canCall(user, 'addDomain') ? () => openDialog({ kind: 'add' }) : undefined}
      />
      <QueryFrame query={domains}>
        {(data) => (
          <>
            <DataTable
              label={t`Domains`}
              columns={columns}
              rows={data.list}
              rowId={(row) => String(row.id)}
              rowTestId={(row) => `domain-${row.id}`}
              empty={t`No domains`}
              csvFileName="domains.csv"
            />
            <Pager
              total={data.total}
              pageSize={search.pageSize}
              page={search.page}
              onPageChange={list.setPage}
              pageSizes={[10, 20, 50]}
              onPageSizeChange={list.setPageSize}
            />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <DomainWizard user={user} editing={dialog.kind === 'edit' ? dialog.row : undefined} onClose={close} />
        )}
        {dialog?.kind === 'history' && (
          <HistoryDialog row={dialog.row} canRollback={canCall(user, 'updateDomain')} onClose={close} />
        )}
        {dialog?.kind === 'scheduling' && <SchedulingDialog row={dialog.row} onClose={close} />}
        {dialog?.kind === 'delete' && <DomainDeleteConfirmation row={dialog.row} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
