import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { lineAreasQuery, lineOptionsQuery } from '@/features/traffic/api/line-queries';
import { LinesInfoPage } from '@/features/traffic/pages/LinesInfoPage';
import { linesSearchSchema } from '@/features/traffic/search';

export const Route = createFileRoute('/_app/cdn/linesinfo')({
  staticData: {
    area: 'traffic',
    screen: { title: msg`Lines info`, permission: { module: 'linesinfo' } },
  },
  validateSearch: linesSearchSchema,
  search: stripDefaults(linesSearchSchema),
  // The lines and areas start loading before the page renders (the curve needs the line the init call picks).
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.prefetchQuery(lineOptionsQuery(user.account)),
      queryClient.prefetchQuery(lineAreasQuery()),
    ]),
  component: function LinesInfo() {
    const { user } = Route.useRouteContext();
    return <LinesInfoPage user={user} />;
  },
});
