import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { alertRulesReads } from '@/features/monitoring/first-reads';
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
  loader: firstReadsLoader(alertRulesReads),
  component: function AlertRules() {
    const { user } = Route.useRouteContext();
    return <AlertRulesPage user={user} />;
  },
});
