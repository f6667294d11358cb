// Reads of the lines screen (000 §7). Every call is about the signed-in user's account. A period that reaches
// now refreshes every minute and moves on with the clock (see useClock); the previous answer stays on screen
// while the next one loads, so the real-time chart never blinks.
import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryOptions } from '@/api/query';
import { lineOptionsInput } from '../lines-first-reads';

const REFRESH_MS = 60_000;

// The lines and the areas are the screen's first reads (../lines-first-reads.ts): read as the loader prefetches them,
// with the client's defaults.
export const lineOptionsQuery = (account: string) => apiQueryOptions('getLineInitOptions', lineOptionsInput(account));

export const lineAreasQuery = () => apiQueryOptions('listLineAreas', {});

interface Period {
  startTime: string;
  endTime: string;
}

export const lineBandwidthQuery = (account: string, lineCode: string, period: Period, live: boolean) =>
  apiQueryOptions(
    'getLineBandwidthData',
    { body: { account, lineCode, ...period } },
    { refetchInterval: live ? REFRESH_MS : false, placeholderData: keepPreviousData },
  );

export const lineUsageQuery = (account: string, period: Period) =>
  apiQueryOptions('getLineStaticData', { body: { account, ...period } }, { placeholderData: keepPreviousData });

export const sdwanQuery = (account: string, period: Period, live: boolean) =>
  apiQueryOptions(
    'getSdwanLineData',
    { body: { account, ...period } },
    { refetchInterval: live ? REFRESH_MS : false, placeholderData: keepPreviousData },
  );
