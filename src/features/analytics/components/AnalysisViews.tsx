// The eight views of the analysis screens, a bar of links: the chosen view is in the URL and only it is loaded.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType } from 'react';
import { ViewLinks } from './ViewLinks';
import { lazyNamed } from '@/components/lazy-named';
import { ANALYSIS_VIEWS, type AnalysisView } from '../search';
import { AgentView } from './AgentView';
import { CountView } from './CountView';
import { SourceView } from './SourceView';
import { UrlTopView } from './UrlTopView';
import type { ViewProps } from './view-props';

// The request count, the view a screen opens on, is part of its first paint; the hit rate's, the status codes',
// the IPs' and the user distribution's code comes when one is first shown (lazyNamed). The three rankings stay:
// each is a few lines over the ranking (TopListView) the log analysis draws at first paint, and lazy they would
// put that ranking in a file of its own, one more for all four analysis screens.
const VIEWS: Record<AnalysisView, ComponentType<ViewProps>> = {
  count: CountView,
  urlTop: UrlTopView,
  hitRate: lazyNamed(() => import('./HitRateView'), 'HitRateView'),
  statusCode: lazyNamed(() => import('./StatusCodeView'), 'StatusCodeView'),
  agent: AgentView,
  source: SourceView,
  ip: lazyNamed(() => import('./IpView'), 'IpView'),
  users: lazyNamed(() => import('./UsersView'), 'UsersView'),
};

export interface AnalysisViewsProps extends ViewProps {
  view: AnalysisView;
}

export function AnalysisViews({ view, ...props }: AnalysisViewsProps) {
  const { t } = useLingui();
  const titles: Record<AnalysisView, string> = {
    count: t`Request count`,
    urlTop: t`URL top`,
    hitRate: t`Hit rate`,
    statusCode: t`Status codes`,
    agent: t`Client agents`,
    source: t`Sources`,
    ip: t`Independent IPs`,
    users: t`User distribution`,
  };
  const View = VIEWS[view];
  return (
    <Stack gap="4">
      <ViewLinks label={t`Analysis views`} views={ANALYSIS_VIEWS} titles={titles} current={view} />
      <Suspense>
        <View {...props} />
      </Suspense>
    </Stack>
  );
}
