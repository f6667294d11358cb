// The pie (BT) form of the hit rate under the hit-rate view (001 §5): hits and misses as the pie call sends
// them (hisMissList), with their percents.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formQuery, type FormSource } from '../api/form-queries';
import type { AnalysisFilter } from '../rules/analysis-filter';
import { SharePanel } from './SharePanel';
import { exportName } from './view-props';

export function HitRatePiePanel({ source, filter }: { source: FormSource; filter: AnalysisFilter }) {
  const { t } = useLingui();
  const query = useQuery(formQuery('hitRatePie', source, filter));
  return (
    <SharePanel
      testId="hit-rate-pie"
      title={t`Hit and miss share (pie form)`}
      query={query}
      rows={(data) =>
        data.hisMissList.map((slice) => ({
          name: slice.log_cache_substatus === 'HIT' ? t`Hits` : t`Misses`,
          count: slice.c,
          percent: slice.percent,
        }))
      }
      csvName={exportName('hit-rate-pie', filter)}
    />
  );
}
