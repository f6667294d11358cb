// Under the bandwidth chart: how the 95th percentile is reached. The chart marks the sample that sets it and
// shades the discarded top 5 %; this says the same in words, with the count and the moment of the bill.
import { Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatProviderTime } from '@/lib/provider-time.js';
import type { ChartPoint } from '@/lib/series';
import { formatBandwidth } from '@/lib/units';
import { percentileNote } from '../rules/percentile-note';

export function PercentileNote({ points }: { points: readonly ChartPoint[] }) {
  const { t } = useLingui();
  const note = useMemo(() => percentileNote(points), [points]);
  if (!note) return null;
  const { samples, discarded } = note;
  const value = formatBandwidth(note.billed.y);
  const time = formatProviderTime(note.billed.x, 'YYYY-MM-DD HH:mm');
  const freeFrom = note.lowestDiscarded ? formatBandwidth(note.lowestDiscarded.y) : undefined;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="percentile-note">
      {discarded === 0
        ? t`With ${plural(samples, { one: '# sample', other: '# samples' })} none is discarded (fewer than 20): the highest sample, ${value} at ${time}, sets the 95th percentile.`
        : t`Of ${samples} samples, the ${discarded} highest (the top 5%, from ${freeFrom}) are discarded and not billed; the next one, ${value} at ${time}, sets the 95th percentile.`}
    </Text>
  );
}
