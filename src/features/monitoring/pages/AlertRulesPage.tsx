// /CMonit/alertRules: the alert rules of the customer account in the session user info (002 §6). Search by
// name (sent to the server, kept in the URL), add, edit, enable, disable and delete; every change reloads
// the rule list (the contract's x-invalidates).
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { FilterBar } from '@/components/list/FilterBar';
import { Pager } from '@/components/list/Pager';
import { TextFilter } from '@/components/list/TextFilter';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { useDeleteRule, useDisableRule, useEnableRule } from '../api/monitoring-mutations';
import { rulesQuery } from '../api/monitoring-queries';
import { useRuleColumns } from '../components/rule-columns';
import type { MonitoringRule } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const RuleFormDialog = lazyNamed(() => import('../components/RuleFormDialog'), 'RuleFormDialog');
const DeleteConfirmation = lazyNamed(() => import('@/components/DeleteConfirmation'), 'DeleteConfirmation');

const route = getRouteApi('/_app/CMonit/alertRules');
const RULE_PAGE_SIZE = 10;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; rule: MonitoringRule };

export function AlertRulesPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const ruleList = useQuery(rulesQuery(user.account, search.name));
  const rules = ruleList.data ?? [];
  const shown = pageOfRows(rules, search.page, RULE_PAGE_SIZE);
  const { target: dialog, open: openDialog, close } = useDialogState<Dialog>();
  const enable = useEnableRule();
  const disable = useDisableRule();
  const remove = useDeleteRule();
  const columns = useRuleColumns({
    edit: canCall(user, 'updateMonitoringRule') ? (rule) => openDialog({ kind: 'edit', rule }) : undefined,
    enable: canCall(user, 'enableMonitoringRule') ? (rule) => enable.mutate({ body: { uuid: rule.uuid } }) : undefined,
    disable: canCall(user, 'disableMonitoringRule')
      ? (rule) => disable.mutate({ params: { query: { uuid: rule.uuid } } })
      : undefined,
    remove: canCall(user, 'deleteMonitoringRule') ? (rule) => openDialog({ kind: 'delete', rule }) : undefined,
  });

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Alert rules`}</Heading>
      <FilterBar
        values={{ name: search.name ?? '' }}
        onSearch={(draft) => list.setFilters({ name: draft.name.trim() || undefined })}
        onReset={() => list.reset()}
        actions={
          canCall(user, 'addMonitoringRule') && (
            <Button size="sm" colorPalette="green" onClick={() => openDialog({ kind: 'add' })}>
              {t`Add alert rule`}
            </Button>
          )
        }
      >
        {(draft, update) => (
          <TextFilter
            label={t`Rule name`}
            value={draft.name}
            onChange={(name) => update({ name })}
            placeholder={t`Fuzzy match`}
          />
        )}
      </FilterBar>
      <QueryFrame query={ruleList}>
        {() => (
          <>
            <DataTable
              label={t`Alert rules`}
              columns={columns}
              rows={shown.rows}
              rowId={(rule) => String(rule.id)}
              rowTestId={(rule) => `rule-${rule.id}`}
              empty={search.name ? t`No rule matches the search` : t`No alert rules yet`}
              csvFileName="alert-rules.csv"
              exportRows={rules}
            />
            <Pager total={shown.total} page={shown.page} pageSize={RULE_PAGE_SIZE} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>

      <Suspense>
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <RuleFormDialog
            account={user.account}
            rules={rules}
            editing={dialog.kind === 'edit' ? dialog.rule : undefined}
            backtest={canCall(user, 'getServiceInfoTraffic')}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteConfirmation
            title={t`Delete the alert rule ${dialog.rule.name}?`}
            pending={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate({ params: { path: { id: dialog.rule.id } } }, { onSuccess: close })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
