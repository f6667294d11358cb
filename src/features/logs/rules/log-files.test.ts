import { describe, expect, it } from 'vitest';
import { fileSize, timeWindow } from './log-files';

describe('log file rows', () => {
  it.each([
    ['2024-05-01 00:00:00', '2024-05-01 00:59:59', '2024-05-01 00:00 – 00:59'],
    ['2024-05-01 23:00:00', '2024-05-02 00:59:59', '2024-05-01 23:00 – 2024-05-02 00:59'],
    ['2024-05-01 23:00:00', undefined, '2024-05-01 23:00:00'],
    [undefined, undefined, '-'],
  ])('%s to %s → %s', (start, end, shown) => {
    expect(timeWindow(start, end)).toBe(shown);
  });

  it.each([
    [73400320, '73.4 MB'],
    [999, '999 B'],
    [undefined, '-'],
  ])('%s bytes → %s', (bytes, shown) => {
    expect(fileSize(bytes)).toBe(shown);
  });
});
