// Runs a test file in a fixed time zone (Node reads TZ on every date operation), restoring the machine's after.
import { afterAll, beforeAll } from 'vitest';

export function inTimeZone(zone: string) {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}

/**
 * A moment given as the provider's wall clock (UTC+8), with the arguments of `new Date(year, monthIndex, …)`, so a
 * test reads the same in whatever zone it runs.
 */
export const providerDate = (year: number, monthIndex: number, day = 1, hour = 0, minute = 0, second = 0) =>
  new Date(Date.UTC(year, monthIndex, day, hour - 8, minute, second));
