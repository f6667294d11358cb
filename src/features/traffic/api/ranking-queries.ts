// The usage ranking's read: customers and providers ranked by traffic over the chosen period.
import { apiQueryOptions } from '@/api/query';
import { serverTimeRange } from '@/lib/server-time';
import { resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';

export const rankingBody = (range: TimeRangeParams, now: Date) => ({
  ...serverTimeRange(resolveTimeRange(range, now), 'seconds'),
  type: 'flow',
});

export const rankingQuery = (body: ReturnType<typeof rankingBody>) => apiQueryOptions('getCustomRank', { body });
