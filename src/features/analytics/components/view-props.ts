// What every analysis view receives: the calls that answer (source), the request ↔ traffic toggle and the filter.
import type { AnalysisFilter, AnalysisSource } from '../rules/analysis-filter';
import type { ByType } from '../search';

export interface ViewProps {
  source: AnalysisSource;
  byType: ByType;
  filter: AnalysisFilter;
}

/** The file name stem of a view's exports: the view and the first day of the period. */
export const exportName = (view: string, filter: AnalysisFilter) => `${view}-${filter.startTime.slice(0, 10)}`;
