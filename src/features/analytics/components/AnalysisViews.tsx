// The eight views of the analysis screens as tabs; the chosen tab is in the URL and only it is loaded.
import { Tabs } from '@/components/ui/tabs';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { ANALYSIS_VIEWS, type AnalysisView } from '../search';
import { AgentView } from './AgentView';
import { CountView } from './CountView';
import { HitRateView } from './HitRateView';
import { IpView } from './IpView';
import { SourceView } from './SourceView';
import { StatusCodeView } from './StatusCodeView';
import { UrlTopView } from './UrlTopView';
import { UsersView } from './UsersView';
import type { ViewProps } from './view-props';

const VIEWS: Record<AnalysisView, ComponentType<ViewProps>> = {
  count: CountView,
  urlTop: UrlTopView,
  hitRate: HitRateView,
  statusCode: StatusCodeView,
  agent: AgentView,
  source: SourceView,
  ip: IpView,
  users: UsersView,
};

interface Props extends ViewProps {
  view: AnalysisView;
  onViewChange(view: AnalysisView): void;
}

export function AnalysisViews({ view, onViewChange, ...props }: Props) {
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
    <Tabs.Root
      value={view}
      onValueChange={(details) => onViewChange(details.value as AnalysisView)}
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap">
        {ANALYSIS_VIEWS.map((id) => (
          <Tabs.Trigger key={id} value={id}>
            {titles[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={view}>
        <View {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
