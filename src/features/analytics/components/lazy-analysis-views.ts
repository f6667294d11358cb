// The views of the analysis screens that open without a domain (analysis by period, offline analysis): until one
// is chosen they draw no chart and no table, so the views' code (chart.js, the tables) is not part of their first
// paint. It loads once the filter is complete: with the route's reads when the address names the domains
// (preloadAnalysisViews, from the loader), else when the page first draws the views.
import { lazyNamed } from '@/components/lazy-named';
import { momentOf } from '@/components/list/moment';
import type { SessionUser } from '@/api/session';
import { analysisFilter, type AnalysisScreen } from '../rules/analysis-filter';
import type { AnalysisSearch } from '../search';

const loadAnalysisViews = () => import('./AnalysisViews');

export const LazyAnalysisViews = lazyNamed(loadAnalysisViews, 'AnalysisViews');

/**
 * For a route's loader: the views' code beside the reads, when this search makes a complete filter. Should it fail
 * to load, the page asks for it again and shows the failure where the views are.
 */
export function preloadAnalysisViews(screen: AnalysisScreen, search: AnalysisSearch, user: SessionUser) {
  if (!analysisFilter(screen, search, user.account, momentOf(search)).ok) return undefined;
  return loadAnalysisViews().catch(() => undefined);
}
