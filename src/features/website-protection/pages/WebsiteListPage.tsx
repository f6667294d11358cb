// /dcdn/website: the protected websites, with the add/edit form (its open state in the URL: `edit`), the
// deliberate changes (enable, disable, check, each confirmed) and the way to a website's policies and rules.
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
import { websitesQuery } from '../api/website-queries';
import { useWebsiteColumns, type WebsiteActions } from '../components/website-columns';
import type { WebsiteChange } from '../components/WebsiteConfirmDialog';
import { WebsiteFilters } from '../components/WebsiteFilters';
import { filterWebsites, WEBSITE_PAGE_SIZE } from '../rules/website-list';
import type { Website } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const WebsiteFormDialog = lazyNamed(() => import('../components/WebsiteFormDialog'), 'WebsiteFormDialog');
const PortErrorsDialog = lazyNamed(() => import('../components/PortErrorsDialog'), 'PortErrorsDialog');
const WebsiteConfirmDialog = lazyNamed(() => import('../components/WebsiteConfirmDialog'), 'WebsiteConfirmDialog');

const route = getRouteApi('/_app/dcdn/website');

type Dialog = { kind: WebsiteChange | 'portErrors'; website: Website };

export function WebsiteListPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const navigate = route.useNavigate();
  const websites = useQuery(websitesQuery());
  const { data } = websites;
  const filtered = filterWebsites(data ?? [], search.domain);
  const shown = pageOfRows(filtered, search.page, WEBSITE_PAGE_SIZE);
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const openForm = (edit: 'new' | number) => void navigate({ search: (previous) => ({ ...previous, edit }) });
  // Spec 002 §2.1: after a create or update the user is on /dcdn/website (the list, the form closed).
  const leaveForm = () => void navigate({ to: '/dcdn/website', search: ({ edit: _edit, ...rest }) => rest });

  // Each change is offered with the permission of the call it makes (the contract's x-permission).
  const calls = { enable: 'enableWebsite', disable: 'disableWebsite', check: 'checkWebsiteConfig' } as const;
  const ask = (kind: WebsiteChange) =>
    canCall(user, calls[kind]) ? (website: Website) => openDialog({ kind, website }) : undefined;
  const actions: WebsiteActions = {
    edit: canCall(user, 'updateWebsite') ? (row) => openForm(row.id) : undefined,
    rules: (row) => void navigate({ to: '/dcdn/websiteRules', search: { id: row.id } }),
    enable: ask('enable'),
    disable: ask('disable'),
    check: ask('check'),
    portErrors: (website) => openDialog({ kind: 'portErrors', website }),
  };
  const columns = useWebsiteColumns(actions);
  const editing = typeof search.edit === 'number' ? data?.find((w) => w.id === search.edit) : undefined;

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Websites`}</Heading>
      <WebsiteFilters
        domain={search.domain}
        onSearch={(domain) => list.setFilters({ domain })}
        onReset={() => list.reset()}
        onAdd={canCall(user, 'createWebsite') ? () => openForm('new') : undefined}
      />
      <QueryFrame query={websites}>
        {() => (
          <>
            <DataTable
              label={t`Websites`}
              columns={columns}
              rows={shown.rows}
              rowId={(row) => String(row.id)}
              rowTestId={(row) => `website-${row.id}`}
              empty={t`No websites`}
              csvFileName="websites.csv"
              exportRows={filtered}
            />
            <Pager total={shown.total} pageSize={WEBSITE_PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>
      <Suspense>
        {(search.edit === 'new' || editing) && (
          <WebsiteFormDialog account={user.account} editing={editing} onClose={leaveForm} onSaved={leaveForm} />
        )}
        {dialog?.kind === 'portErrors' && <PortErrorsDialog website={dialog.website} onClose={close} />}
        {dialog && dialog.kind !== 'portErrors' && (
          <WebsiteConfirmDialog change={dialog.kind} website={dialog.website} onClose={close} />
        )}
      </Suspense>
    </Stack>
  );
}
