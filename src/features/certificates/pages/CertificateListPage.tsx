// /page/certificateUpload: the certificate list. Search, scope, sort and page live in the URL.
import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import type { OperationId } from '@/api/generated/operations';
import { messages } from '@/api/error-messages';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { CertificatesAtRisk } from '@/components/certificate-risk/CertificatesAtRisk';
import { Pager } from '@/components/list/Pager';
import { queryAccounts } from '@/components/pickers/traffic-scope';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useClearCertificate, useDeleteCertificate, useDownloadCertificate } from '../api/certificate-mutations';
import { certificateListQuery } from '../api/certificate-queries';
import { CertificateFilters } from '../components/CertificateFilters';
import { useCertificateColumns, type CertificateActions } from '../components/certificate-columns';
import { ScopeSwitch } from '../components/ScopeSwitch';
import { CERTIFICATE_PAGE_SIZE, sortByExpiry } from '../rules/rows';
import { ALL_ACCOUNTS, allowedScopes, effectiveScope, showsAccountColumn } from '@/api/certificate-scopes';
import type { CertificateRow } from '../types';
import { followDeletion } from '../delete-job';
import { useCertificateLifecycle } from '../useCertificateLifecycle';
import { useDialogState } from '@/components/use-dialog-state';

// The dialogs load only when opened: the PEM reader with an upload, edit or replace, the dialog machinery and
// the form kit (the bind dialog's leave question) with any of them, none with the list's first paint.
const CertificateFormDialog = lazyNamed(() => import('../components/CertificateFormDialog'), 'CertificateFormDialog');
const ReplaceCertificateDialog = lazyNamed(
  () => import('../components/ReplaceCertificateDialog'),
  'ReplaceCertificateDialog',
);
const BindDomainsDialog = lazyNamed(() => import('../components/BindDomainsDialog'), 'BindDomainsDialog');
const ConfirmDialog = lazyNamed(() => import('@/components/ConfirmDialog'), 'ConfirmDialog');

const route = getRouteApi('/_app/page/certificateUpload');

type Dialog = { kind: 'upload' } | { kind: 'edit' | 'bind' | 'delete' | 'clear'; row: CertificateRow };

export function CertificateListPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const navigate = route.useNavigate();
  // Each operation is offered with the permission of the call it makes (the contract's x-permission).
  const allowed = (operationId: OperationId) => canCall(user, operationId);
  const scope = effectiveScope(allowed, search.scope);
  const certificates = useQuery(certificateListQuery(user, search, scope));
  const { data } = certificates;
  const lifecycle = useCertificateLifecycle(data ?? []);
  const sorted = sortByExpiry(lifecycle.rows, search.sort);
  const shown = pageOfRows(sorted, search.page, CERTIFICATE_PAGE_SIZE);
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  // Replace, from the certificates at risk (here or on the overview): an upload bound to that certificate's
  // domains, into its account (known when the list shows it).
  const replacedAccount = lifecycle.rows.find((row) => row.id === search.replace)?.account;
  const remove = useDeleteCertificate();
  const clear = useClearCertificate();
  const download = useDownloadCertificate();

  const actions: CertificateActions = {
    info: (row) => void navigate({ to: '/page/certificateDetails', search: { id: row.id, page: shown.page, scope } }),
    download: allowed('downloadCertificate') ? (row) => download.mutate({ id: row.id, name: row.name }) : undefined,
    edit: allowed('updateCertificate') ? (row) => openDialog({ kind: 'edit', row }) : undefined,
    bind: allowed('bindCertificateDomains') ? (row) => openDialog({ kind: 'bind', row }) : undefined,
    remove: allowed('deleteCertificate') ? (row) => openDialog({ kind: 'delete', row }) : undefined,
    clear: allowed('clearCertificate') ? (row) => openDialog({ kind: 'clear', row }) : undefined,
  };

  const columns = useCertificateColumns({
    showAccount: showsAccountColumn(scope),
    actions,
    deletingStatus: lifecycle.deletingStatus,
  });

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">{t`Certificates`}</Heading>
        <ScopeSwitch
          scopes={allowedScopes(allowed)}
          value={scope}
          onChange={(next) => list.setFilters({ scope: next })}
        />
      </HStack>
      <CertificateFilters
        key={`${search.name}|${search.start}|${search.end}`}
        values={search}
        onSearch={list.setFilters}
        onReset={() => list.reset({ scope })}
        onUpload={allowed('addCertificate') ? () => openDialog({ kind: 'upload' }) : undefined}
      />
      {/* The scope's certificates (all accounts or the signed-in one's), their traffic read as the traffic screens
          read it when no account is picked. */}
      {allowed('listCertificatesByAccount') && (
        <CertificatesAtRisk
          user={user}
          accounts={queryAccounts(user, [])}
          certificateAccounts={scope === ALL_ACCOUNTS ? [] : [user.account]}
        />
      )}
      <QueryFrame query={certificates}>
        {() => (
          <>
            <DataTable
              label={t`Certificates`}
              columns={columns}
              rows={shown.rows}
              rowId={(row) => String(row.id)}
              rowTestId={(row) => `certificate-${row.id}`}
              sort={search.sort}
              onSortChange={list.setSort}
              empty={t`No certificates`}
              csvFileName={`certificates-${scope}.csv`}
              exportRows={sorted}
            />
            <Pager total={shown.total} pageSize={CERTIFICATE_PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>

      {(dialog?.kind === 'upload' || dialog?.kind === 'edit') && (
        <Suspense>
          <CertificateFormDialog
            user={user}
            scope={scope}
            editing={dialog.kind === 'edit' ? dialog.row : undefined}
            onClose={close}
          />
        </Suspense>
      )}
      {search.replace !== undefined && allowed('addCertificate') && allowed('bindCertificateDomains') && (
        <Suspense>
          <ReplaceCertificateDialog
            user={user}
            scope={scope}
            id={search.replace}
            account={replacedAccount}
            onClose={() => void navigate({ search: (previous) => ({ ...previous, replace: undefined }) })}
          />
        </Suspense>
      )}
      {dialog?.kind === 'bind' && (
        <Suspense>
          <BindDomainsDialog row={dialog.row} scope={scope} onClose={close} />
        </Suspense>
      )}
      {(dialog?.kind === 'delete' || dialog?.kind === 'clear') && (
        <Suspense>
          <ConfirmDialog
            open
            title={dialog.kind === 'delete' ? t`Delete ${dialog.row.name}?` : t`Clear ${dialog.row.name}?`}
            body={i18n._(messages.cannotBeRetrieved)}
            confirmLabel={dialog.kind === 'delete' ? t`Delete` : t`Clear`}
            pending={remove.isPending || clear.isPending}
            onClose={close}
            onConfirm={() => {
              const { row } = dialog;
              const deleting = dialog.kind === 'delete';
              const [mutation, after] = deleting ? [remove, lifecycle.markDeleting] : [clear, lifecycle.markCleared];
              mutation.mutate(
                { params: { path: { id: row.id } } },
                {
                  onSuccess: () => {
                    after(row.id);
                    if (deleting) followDeletion(row, scope);
                    close();
                  },
                },
              );
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
