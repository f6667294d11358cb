import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { rulesQuery } from '@/features/monitoring/api/monitoring-queries';
import { AlertRulesPage } from '@/features/monitoring/pages/AlertRulesPage';
import { alertRulesSearchSchema } from '@/features/monitoring/search';

export const Route = createFileRoute('/_app/CMonit/alertRules')({
  staticData: {
    area: 'monitoring',
    screen: { title: msg`Alert rules`, permission: { module: 'cloudMonit', view: 'alertRules' } },
  },
  validateSearch: alertRulesSearchSchema,
  search: stripDefaults(alertRulesSearchSchema),
  loaderDeps: ({ search: { name } }) => ({ name }),
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(rulesQuery(user.account, deps.name)),
  component: function AlertRules() {
    const { user } = Route.useRouteContext();
    return <AlertRulesPage user={user} />;
  },
});
