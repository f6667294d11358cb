// What the lines screen asks for (000 §7; the bodies are the contract's inferred ones): the line shown is the
// one in the URL when the account has it, else the account's default line, else its first line. The period
// is sent to the second, ending at the last 5-minute boundary.
import { serverTimeRange } from '@/lib/server-time';
import { resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';

interface LineChoice {
  defaultLineCode?: string | undefined;
  lineList: readonly { lineCode: string }[];
}

export function chosenLine(options: LineChoice | undefined, wanted: string | undefined): string | undefined {
  const codes = options?.lineList.map((line) => line.lineCode) ?? [];
  if (wanted && codes.includes(wanted)) return wanted;
  if (options?.defaultLineCode && codes.includes(options.defaultLineCode)) return options.defaultLineCode;
  return codes[0];
}

export function linePeriod(range: TimeRangeParams, now: Date) {
  return serverTimeRange(resolveTimeRange(range, now), 'seconds');
}

/** Real time: a period that reaches the current 5-minute bucket keeps refreshing; a past one does not change. */
export const isLive = (range: TimeRangeParams) => range.range !== 'yesterday' && range.range !== 'custom';
