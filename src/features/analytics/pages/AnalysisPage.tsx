// The three analysis screens: online analysis (/cdn/analysisOn), analysis by period (/cdn/analysisOff) and
// offline analysis on the /offline calls (/cdn/newanalysisOff). One filter, one set of views; the screen and
// the range choose which calls answer. An offline query without a domain is refused here with 'domains is
// required' and sends nothing (001 §5).
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import type { SessionUser } from '@/api/session';
import { useListSearch } from '@/components/list/use-list-search';
import { StaleCodeBoundary } from '@/components/release/StaleCodeBoundary';
import { AnalysisFilters } from '../components/AnalysisFilters';
import type { AnalysisViewsProps } from '../components/AnalysisViews';
import { analysisFilter, analysisSource, type AnalysisScreen } from '../rules/analysis-filter';
import type { AnalysisSearch } from '../search';
import { momentOf } from '@/components/list/moment';

interface Props {
  user: SessionUser;
  screen: AnalysisScreen;
  route: { useSearch: () => AnalysisSearch };
  /**
   * The views: imported by the online analysis, which opens on every domain and draws them at first paint; loaded
   * when first drawn by the screens that open without a domain (components/lazy-analysis-views.ts).
   */
  views: ComponentType<AnalysisViewsProps>;
}

export function AnalysisPage({ user, screen, route, views: AnalysisViews }: Props) {
  const { t } = useLingui();
  const { search, setFilters: applyFilters } = useListSearch(route);
  // 'domains is required' answers a query the user made; a screen opened without a domain first asks for one.
  const [asked, setAsked] = useState(false);
  const setFilters = (filters: Partial<AnalysisSearch>) => {
    setAsked(true);
    applyFilters(filters);
  };
  // The range ends at the last 5-minute boundary before the moment the filters were chosen.
  const result = useMemo(
    () => analysisFilter(screen, search, user.account, momentOf(search)),
    [screen, search, user.account],
  );
  const titles: Record<AnalysisScreen, string> = {
    on: t`Online analysis`,
    off: t`Analysis by period`,
    newOff: t`Offline analysis`,
  };
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {titles[screen]}
      </Heading>
      <AnalysisFilters
        user={user}
        search={search}
        offline={analysisSource(screen, search.range) !== 'online'}
        onChange={setFilters}
      />
      {result.ok ? (
        <StaleCodeBoundary>
          <Suspense
            fallback={
              <Text color="fg.muted" aria-busy>
                {t`Loading…`}
              </Text>
            }
          >
            <AnalysisViews view={search.view} source={result.source} byType={search.byType} filter={result.filter} />
          </Suspense>
        </StaleCodeBoundary>
      ) : (
        <Alert.Root status={asked ? 'warning' : 'info'} data-testid="domains-required">
          <Alert.Indicator />
          <Alert.Title>
            {asked ? t`domains is required` : t`Choose one or more domains to see their analysis.`}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
