// The translated words the charts draw on their canvas (axis titles, legend labels). They are built once per
// language, so the chart's options keep their identity between renders and the chart is not redrawn for nothing.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Quantity } from '@/lib/units';
import { PROVIDER_ZONE } from '@/lib/provider-time.js';
import type { TimeSeriesTexts } from './time-series-config';

export function useQuantityNames(): Record<Quantity, string> {
  const { t } = useLingui();
  return useMemo(() => ({ bandwidth: t`Bandwidth`, traffic: t`Traffic`, count: t`Count` }), [t]);
}

/** Texts of a time-series chart; the time axis names the provider's zone, in which it is drawn. */
export function useTimeSeriesTexts(): TimeSeriesTexts {
  const { t } = useLingui();
  const quantity = useQuantityNames();
  const zone = PROVIDER_ZONE;
  return useMemo(
    () => ({
      time: t`Time (${zone})`,
      quantity,
      peak: t`Peak`,
      percentile95: t`95th percentile`,
      discarded: (count: number) => t`Discarded top 5% (${count})`,
    }),
    [t, zone, quantity],
  );
}
