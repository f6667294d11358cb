import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { linesReads } from '@/features/traffic/lines-first-reads';
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
  loader: firstReadsLoader(linesReads),
  component: function LinesInfo() {
    const { user } = Route.useRouteContext();
    return <LinesInfoPage user={user} />;
  },
});
