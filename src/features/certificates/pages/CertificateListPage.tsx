// /page/certificateUpload: the certificate list. Search, scope, sort and page live in the URL.
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { OperationId } from '../../../api/generated/operations';
import { messages } from '../../../api/error-messages';
import { canCall } from '../../../api/permissions';
import type { SessionUser } from '../../../api/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pager } from '../../../components/Pager';
import { useClearCertificate, useDeleteCertificate, useDownloadCertificate } from '../api/certificate-mutations';
import { certificateListQuery } from '../api/certificate-queries';
import { BindDomainsDialog } from '../components/BindDomainsDialog';
import { CertificateFilters } from '../components/CertificateFilters';
import { CertificateTable, type CertificateActions } from '../components/CertificateTable';
import { ScopeSwitch } from '../components/ScopeSwitch';
import { CERTIFICATE_PAGE_SIZE, sortAndPage } from '../rules/rows';
import { allowedScopes, effectiveScope, showsAccountColumn } from '../rules/scope';
import type { CertificateRow } from '../types';
import { useCertificateLifecycle } from '../useCertificateLifecycle';

// The dialog and its PEM reader load only when a user uploads or edits.
const CertificateFormDialog = lazy(() =>
  import('../components/CertificateFormDialog').then((m) => ({ default: m.CertificateFormDialog })),
);

const route = getRouteApi('/_app/page/certificateUpload');

type Dialog = { kind: 'upload' } | { kind: 'edit' | 'bind' | 'delete' | 'clear'; row: CertificateRow } | undefined;

export function CertificateListPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = effectiveScope(user, search.scope);
  const { data } = useSuspenseQuery(certificateListQuery(user, search, scope));
  const lifecycle = useCertificateLifecycle(data ?? []);
  const shown = sortAndPage(lifecycle.rows, search.sort, search.page);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const remove = useDeleteCertificate();
  const clear = useClearCertificate();
  const download = useDownloadCertificate();

  // Each operation is offered with the permission of the call it makes (the contract's x-permission).
  const allowed = (operationId: OperationId) => canCall(user, operationId);
  const actions: CertificateActions = {
    info: (row) => void navigate({ to: '/page/certificateDetails', search: { id: row.id, page: shown.page, scope } }),
    download: allowed('downloadCertificate') ? (row) => download.mutate({ id: row.id, name: row.name }) : undefined,
    edit: allowed('updateCertificate') ? (row) => setDialog({ kind: 'edit', row }) : undefined,
    bind: allowed('bindCertificateDomains') ? (row) => setDialog({ kind: 'bind', row }) : undefined,
    remove: allowed('deleteCertificate') ? (row) => setDialog({ kind: 'delete', row }) : undefined,
    clear: allowed('clearCertificate') ? (row) => setDialog({ kind: 'clear', row }) : undefined,
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">{t`Certificates`}</Heading>
        <ScopeSwitch
          scopes={allowedScopes(user)}
          value={scope}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, scope: next, page: 1 }) })}
        />
      </HStack>
      <CertificateFilters
        key={`${search.name}|${search.start}|${search.end}`}
        values={search}
        onSearch={(values) => void navigate({ search: (prev) => ({ ...prev, ...values, page: 1 }) })}
        onReset={() => void navigate({ search: { scope } })}
        onUpload={allowed('addCertificate') ? () => setDialog({ kind: 'upload' }) : undefined}
      />
      <CertificateTable
        rows={shown.rows}
        showAccount={showsAccountColumn(scope)}
        sort={search.sort}
        onSort={(sort) => void navigate({ search: (prev) => ({ ...prev, sort, page: 1 }) })}
        actions={actions}
        deletingStatus={lifecycle.deletingStatus}
      />
      <HStack justify="space-between">
        <Text fontSize="sm" color="fg.muted">{t`${shown.total} certificates`}</Text>
        <Pager
          total={shown.total}
          pageSize={CERTIFICATE_PAGE_SIZE}
          page={shown.page}
          onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        />
      </HStack>

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
      {dialog?.kind === 'bind' && <BindDomainsDialog row={dialog.row} scope={scope} onClose={close} />}
      {(dialog?.kind === 'delete' || dialog?.kind === 'clear') && (
        <ConfirmDialog
          open
          title={dialog.kind === 'delete' ? t`Delete ${dialog.row.name}?` : t`Clear ${dialog.row.name}?`}
          body={i18n._(messages.cannotBeRetrieved)}
          confirmLabel={dialog.kind === 'delete' ? t`Delete` : t`Clear`}
          pending={remove.isPending || clear.isPending}
          onClose={close}
          onConfirm={() => {
            const { id } = dialog.row;
            const [mutation, after] =
              dialog.kind === 'delete' ? [remove, lifecycle.markDeleting] : [clear, lifecycle.markCleared];
            mutation.mutate(
              { params: { path: { id } } },
              {
                onSuccess: () => {
                  after(id);
                  close();
                },
              },
            );
          }}
        />
      )}
    </Stack>
  );
}
