// The translated words the charts draw on their canvas (axis titles, legend labels). They are built once per
// language, so the chart's options keep their identity between renders and the chart is not redrawn for nothing.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Quantity } from '@/lib/units';
import { utcOffsetLabel } from './time-axis';
import type { TimeSeriesTexts } from './time-series-config';

export function useQuantityNames(): Record<Quantity, string> {
  const { t } = useLingui();
  return useMemo(() => ({ bandwidth: t`Bandwidth`, traffic: t`Traffic`, count: t`Count` }), [t]);
}

/** Texts of a time-series chart; `zoneAt` is a moment of the chart, whose UTC offset the time axis names. */
export function useTimeSeriesTexts(zoneAt: number): TimeSeriesTexts {
  const { t } = useLingui();
  const quantity = useQuantityNames();
  // The offset of the data's own moment, not of today: the two differ across a daylight-saving change.
  const zone = utcOffsetLabel(zoneAt);
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
