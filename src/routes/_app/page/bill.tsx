import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { billReads } from '@/features/bills/first-reads';
import { BillsPage } from '@/features/bills/pages/BillsPage';
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
  loader: firstReadsLoader(billReads),
  component: function Bill() {
    const { user } = Route.useRouteContext();
    return <BillsPage user={user} />;
  },
});
