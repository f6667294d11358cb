import { describe, expect, it } from 'vitest';
import { elapsedForm, splitElapsed } from './elapsed';

describe('elapsed time', () => {
  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }, 's'],
    [-4, { hours: 0, minutes: 0, seconds: 0 }, 's'],
    [59.9, { hours: 0, minutes: 0, seconds: 59 }, 's'],
    [60, { hours: 0, minutes: 1, seconds: 0 }, 'm'],
    [30 * 60 + 5, { hours: 0, minutes: 30, seconds: 5 }, 'm'],
    [3600 + 125, { hours: 1, minutes: 2, seconds: 5 }, 'h'],
  ])('%s s → %j (%s)', (total, parts, form) => {
    expect(splitElapsed(total)).toEqual(parts);
    expect(elapsedForm(splitElapsed(total))).toBe(form);
  });
});
