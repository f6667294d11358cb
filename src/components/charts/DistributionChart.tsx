// A distribution (areas, provinces, ISPs…) as a pie or horizontal bars: the top N entries (9 by default,
// specification 002 §9) and the rest as one gray 'Other', values in units, a CSV export of what is shown.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { DEFAULT_TOP, topWithOther, type Distribution } from '@/lib/top-n';
import type { Quantity } from '@/lib/units';
import { downloadCsv } from '../download-csv';
import { StaleCodeBoundary } from '../release/StaleCodeBoundary';
import { useColorMode } from '../ui/color-mode';
import { ChartEmpty } from './ChartEmpty';
import { ChartFrame } from './ChartFrame';
import { useChartView } from './chart-motion';
import { chartTheme } from './chart-theme';
import {
  barOptions,
  distributionCsv,
  distributionData,
  pieOptions,
  type DistributionVariant,
} from './distribution-config';
import { useQuantityNames } from './use-chart-texts';

// Pies and bars come with a file each: a screen loads the kinds of chart it draws. The frame keeps its height
// while a chart's code comes. (Neither has messages of its own to load with it.)
const PieChart = lazy(() => import('./PieChart').then((module) => ({ default: module.PieChart })));
const BarChart = lazy(() => import('./BarChart').then((module) => ({ default: module.BarChart })));

export interface DistributionChartProps {
  /** A list of { label, value } or a map of label to value, as the API sends it. */
  entries: Distribution;
  kind: Quantity;
  variant?: DistributionVariant;
  /** How many entries keep their own slice; the rest are summed into 'Other'. */
  top?: number;
  ariaLabel: string;
  /** Names the values (bar axis title, CSV column); the kind's name ('Traffic'…) by default. */
  valueLabel?: string;
  height?: number | string;
  csvFileName?: string;
}

export function DistributionChart({
  entries,
  kind,
  variant = 'pie',
  top = DEFAULT_TOP,
  ariaLabel,
  valueLabel,
  height = 320,
  csvFileName,
}: DistributionChartProps) {
  const { t } = useLingui();
  const { colorMode } = useColorMode();
  const theme = chartTheme(colorMode);
  const quantity = useQuantityNames();
  const label = valueLabel ?? quantity[kind];
  const otherLabel = t`Other`;
  const shown = useMemo(() => topWithOther(entries, otherLabel, top), [entries, otherLabel, top]);
  const data = useMemo(() => distributionData(shown, theme, label), [shown, theme, label]);
  const { reducedMotion, narrow } = useChartView();
  const options = useMemo(() => {
    const view = { reducedMotion, narrow };
    return { pie: pieOptions(shown, kind, theme, view), bar: barOptions(shown, kind, theme, label, view) };
  }, [shown, kind, theme, label, reducedMotion, narrow]);

  if (shown.length === 0) return <ChartEmpty height={height} />;

  const download = () => {
    const { header, rows } = distributionCsv(shown, kind, { name: t`Name`, value: label, share: t`Share (%)` });
    downloadCsv(csvFileName ?? `${ariaLabel}.csv`, header, rows);
  };

  return (
    <ChartFrame height={height} onDownload={download}>
      <StaleCodeBoundary>
        <Suspense>
          {variant === 'pie' ? (
            <PieChart data={data} options={options.pie} role="img" aria-label={ariaLabel} />
          ) : (
            <BarChart data={data} options={options.bar} role="img" aria-label={ariaLabel} />
          )}
        </Suspense>
      </StaleCodeBoundary>
    </ChartFrame>
  );
}
