// The log analysis views the user holds, a bar of links in the specification's order; the shown one is in the
// URL and only it is loaded.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { ViewLinks } from './ViewLinks';
import { lazyNamed } from '@/components/lazy-named';
import type { LogQuery } from '../rules/log-query';
import type { LogView } from '../rules/log-views';
import { LogRankingView } from './LogRankingView';

// The rankings are the screen's first view. The status codes' view comes when first shown (lazyNamed), with the
// code it shares with the analyses' status view, which is not part of their first paint either; so does the hit
// rate's, with the time-series chart, which the rankings (bars) do not draw.
const LogStatusView = lazyNamed(() => import('./LogStatusView'), 'LogStatusView');
const LogHitRateView = lazyNamed(() => import('./LogHitRateView'), 'LogHitRateView');

interface Props {
  held: readonly LogView[];
  view: LogView;
  query: LogQuery;
}

export function LogViews({ held, view, query }: Props) {
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
    <Stack gap="4">
      <ViewLinks label={t`Log analysis views`} views={held} titles={titles} current={view} />
      <Suspense>
        {view === 'hit' ? (
          <LogHitRateView query={query} />
        ) : view === 'status' ? (
          <LogStatusView query={query} />
        ) : (
          <LogRankingView key={view} view={view} query={query} />
        )}
      </Suspense>
    </Stack>
  );
}
