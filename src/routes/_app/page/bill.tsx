import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { billDetailQuery, billOverviewQuery, billSumQuery } from '@/features/bills/api/bill-queries';
import { BillsPage } from '@/features/bills/pages/BillsPage';
import { resolveMonths } from '@/features/bills/rules/months';
import { billSearchSchema } from '@/features/bills/search';

export const Route = createFileRoute('/_app/page/bill')({
  staticData: {
    area: 'bills',
    screen: { title: msg`Bills`, permission: { module: 'bill' } },
  },
  validateSearch: billSearchSchema,
  search: stripDefaults(billSearchSchema),
  loaderDeps: ({ search }) => search,
  // The three reads start together before the page renders; a refusal is shown in the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const range = resolveMonths(deps, new Date());
    return Promise.all([
      queryClient.prefetchQuery(billOverviewQuery(user.account, range)),
      queryClient.prefetchQuery(billSumQuery(user.account, range)),
      queryClient.prefetchQuery(billDetailQuery(user.account, deps.month ?? range.end, deps.page)),
    ]);
  },
  component: function Bill() {
    const { user } = Route.useRouteContext();
    return <BillsPage user={user} />;
  },
});
