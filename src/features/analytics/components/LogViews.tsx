// The log analysis views the user holds, as tabs in the specification's order; the shown one is in the URL
// and only it is loaded.
import { Tabs } from '@/components/ui/tabs';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import type { LogQuery } from '../rules/log-query';
import type { LogView } from '../rules/log-views';
import { LogHitRateView } from './LogHitRateView';
import { LogRankingView } from './LogRankingView';

// The status codes' view comes when first shown (lazyNamed), with the code it shares with the analyses' status
// view, which is not part of their first paint either. (The hit rate's view shares its rules with the analyses'
// first paint, and the rankings are the screen's first view.)
const LogStatusView = lazyNamed(() => import('./LogStatusView'), 'LogStatusView');

interface Props {
  held: readonly LogView[];
  view: LogView;
  onViewChange(view: LogView): void;
  query: LogQuery;
}

export function LogViews({ held, view, onViewChange, query }: Props) {
  const { t } = useLingui();
  const titles: Record<LogView, string> = {
    top: t`URL top`,
    hit: t`Hit rate`,
    client: t`Client agents`,
    source: t`Sources`,
    status: t`Status codes`,
    ip: t`Independent IPs`,
    distribution: t`User distribution`,
  };
  return (
    <Tabs.Root value={view} onValueChange={(details) => onViewChange(details.value as LogView)} lazyMount unmountOnExit>
      <Tabs.List flexWrap="wrap">
        {held.map((id) => (
          <Tabs.Trigger key={id} value={id}>
            {titles[id]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={view}>
        <Suspense>
          {view === 'hit' ? (
            <LogHitRateView query={query} />
          ) : view === 'status' ? (
            <LogStatusView query={query} />
          ) : (
            <LogRankingView key={view} view={view} query={query} />
          )}
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
