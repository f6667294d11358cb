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
