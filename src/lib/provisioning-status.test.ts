import { describe, expect, it } from 'vitest';
import { hasTransient, isProvisioningStatus, isTransient } from './provisioning-status';

describe('provisioning statuses', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
    [6, true],
  ])('status %s changes by itself: %s', (status, transient) => {
    expect(isTransient(status)).toBe(transient);
  });

  it('finds a list with something still changing', () => {
    expect(hasTransient([{ status: 2 }, { status: 4 }])).toBe(true);
    expect(hasTransient([{ status: 2 }, { status: 3 }])).toBe(false);
  });

  it.each([
    [3, true],
    [7, false],
    [0, false],
  ])('knows status %s: %s', (status, known) => {
    expect(isProvisioningStatus(status)).toBe(known);
  });
});
