// /dcdn/websiteRules: one website's policies in three groups and the chosen policy's rules in execution
// order. The open policy or rule form is in the URL (`form`); opening it adds a history entry, so after a
// save the user goes back one step in history (002 §2.1), which is also where Cancel leads.
import { Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useCanGoBack, useRouter } from '@tanstack/react-router';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { ErrorAlert } from '@/components/ErrorAlert';
import { QueryFrame } from '@/components/query/QueryFrame';
import { policiesQuery, rulesQuery, websiteDetailQuery } from '../api/website-queries';
import { PolicyGroups } from '../components/PolicyGroups';
import type { RuleChange } from '../components/RuleConfirmDialog';
import { RuleList } from '../components/RuleList';
import { openForm, type PolicyType } from '../rules/open-form';
import type { WebsitePolicy } from '../types';
import { useDialogState } from '@/components/use-dialog-state';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';

// Loaded when first opened (lazyNamed): no part of the first paint.
const PolicyFormDialog = lazyNamed(() => import('../components/PolicyFormDialog'), 'PolicyFormDialog');
const RuleFormDialog = lazyNamed(() => import('../components/RuleFormDialog'), 'RuleFormDialog');
const RuleConfirmDialog = lazyNamed(() => import('../components/RuleConfirmDialog'), 'RuleConfirmDialog');
const PolicyDeleteConfirmation = lazyNamed(
  () => import('../components/PolicyDeleteConfirmation'),
  'PolicyDeleteConfirmation',
);

const route = getRouteApi('/_app/dcdn/websiteRules');

export function WebsiteRulesPage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const website = useQuery(websiteDetailQuery(search.id));
  const policyList = useQuery(policiesQuery(search.id));
  const policies = policyList.data ?? [];
  const policy = policies.find((p) => p.id === search.policy) ?? policies[0];
  const rules = useQuery({ ...rulesQuery(policy?.id ?? 0), enabled: policy !== undefined });
  const change = useDialogState<RuleChange>();
  const deleting = useDialogState<WebsitePolicy>();
  const form = openForm(search.form, policies, rules.data ?? []);

  const show = (next: string) => void navigate({ search: (previous) => ({ ...previous, form: next }) });
  const back = () =>
    canGoBack ? router.history.back() : void navigate({ search: ({ form: _form, ...rest }) => rest, replace: true });
  const writes = canCall(user, 'updateWebsiteRule');

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t`Policies and rules`}
          {website.data ? ` · ${website.data.domain}` : ''}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: '/dcdn/website' })}>
          {t`Back to websites`}
        </Button>
      </HStack>
      {/* The website's details name it in the heading; without them the policies still show, and this says why
          the name is missing, with Try again. */}
      {website.isError && (
        <ErrorAlert
          error={website.error}
          title={t`The website's details could not be loaded`}
          onRetry={() => void website.refetch()}
        />
      )}
      <QueryFrame query={policyList}>
        {() => (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }} gap="6" alignItems="start">
            <PolicyGroups
              policies={policies}
              selected={policy?.id}
              onSelect={(p) => void navigate({ search: (previous) => ({ ...previous, policy: p.id }), replace: true })}
              onAdd={
                canCall(user, 'createWebsitePolicy') ? (type: PolicyType) => show(`policy-new-${type}`) : undefined
              }
              onEdit={canCall(user, 'updateWebsitePolicy') ? (p) => show(`policy-${p.id}`) : undefined}
              onDelete={canCall(user, 'deleteWebsitePolicy') ? deleting.open : undefined}
            />
            <Stack>
              {!policy && <Text>{t`This website has no policies yet. Add one to start adding rules.`}</Text>}
              {policy && (
                <QueryFrame query={rules} loadingHeight="40">
                  {(list) => (
                    <RuleList
                      policyId={policy.id}
                      policyName={policy.name}
                      rules={list}
                      onChange={writes ? change.open : undefined}
                      onAdd={canCall(user, 'createWebsiteRule') ? () => show('rule-new') : undefined}
                      onEdit={writes ? (rule) => show(`rule-${rule.id}`) : undefined}
                    />
                  )}
                </QueryFrame>
              )}
            </Stack>
          </Grid>
        )}
      </QueryFrame>

      <Suspense>
        {form?.kind === 'policy' && (
          <PolicyFormDialog
            websiteId={search.id}
            editing={form.policy}
            type={form.type}
            onClose={back}
            onSaved={back}
          />
        )}
        {form?.kind === 'rule' && policy && (
          <RuleFormDialog
            policyId={policy.id}
            editing={form.rule}
            nextPriority={(rules.data ?? []).reduce((max, r) => Math.max(max, r.priority), 0) + 1}
            onClose={back}
            onSaved={back}
          />
        )}
        {change.target && <RuleConfirmDialog change={change.target} onClose={change.close} onDone={change.close} />}
        {deleting.target && <PolicyDeleteConfirmation policy={deleting.target} onClose={deleting.close} />}
      </Suspense>
    </Stack>
  );
}
