import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { alertContactReads } from '@/features/monitoring/first-reads';
import { AlertContactPage } from '@/features/monitoring/pages/AlertContactPage';
import { alertContactSearchSchema } from '@/features/monitoring/search';

export const Route = createFileRoute('/_app/CMonit/alertContact')({
  staticData: {
    area: 'monitoring',
    screen: { title: msg`Alert contacts`, permission: { module: 'cloudMonit', view: 'alertContact' } },
  },
  validateSearch: alertContactSearchSchema,
  search: stripDefaults(alertContactSearchSchema),
  // Both lists start loading together; the search filters in the browser, so it is no dependency.
  loader: firstReadsLoader(alertContactReads),
  component: function AlertContact() {
    const { user } = Route.useRouteContext();
    return <AlertContactPage user={user} />;
  },
});
