import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { contactsQuery, groupsQuery } from '@/features/monitoring/api/monitoring-queries';
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
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(contactsQuery(user.account)),
      queryClient.prefetchQuery(groupsQuery(user.account)),
    ]),
  component: function AlertContact() {
    const { user } = Route.useRouteContext();
    return <AlertContactPage user={user} />;
  },
});
